import { expect } from 'vitest';
import type { ByRoleMatcher, ByRoleOptions } from '@testing-library/react';

/** `screen`, or `within(element)`: where the link is looked for. */
type RoleQueries = {
  getByRole: (role: ByRoleMatcher, options?: ByRoleOptions) => HTMLElement;
};

/** Asserts that `scope` holds a link named `name` that goes to `href`. */
export function expectLinkTo(scope: RoleQueries, name: string | RegExp, href: string): void {
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}
