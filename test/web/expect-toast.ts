import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * Waits until a toast saying `text` is on screen and visible. A toast mounts first and shows a
 * moment later: sonner's stylesheet hides a toast's contents while it is behind another one, so
 * `findByText` can catch it in the render before it comes to the front.
 */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}
