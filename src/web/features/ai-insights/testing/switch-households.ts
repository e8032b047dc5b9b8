import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Ticks and unticks households in the page's selector ("Select Data to View"), then closes it. */
export async function switchHouseholds(
  user: ReturnType<typeof userEvent.setup>,
  from: string,
  names: readonly string[],
) {
  await user.click(screen.getByRole('button', { name: from }));
  const picker = await screen.findByRole('dialog', { name: 'Select Data to View' });
  for (const name of names) await user.click(within(picker).getByRole('checkbox', { name }));
  await user.keyboard('{Escape}');
}
