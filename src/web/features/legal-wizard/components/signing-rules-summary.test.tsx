import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SigningRulesSummary } from './signing-rules-summary';

describe('SigningRulesSummary', () => {
  it('says the document is the state’s own form when the draft is printed as it', () => {
    render(
      <SigningRulesSummary
        kind="financial_poa"
        state="NY"
        statutoryFormName="Power of Attorney — New York Statutory Short Form"
      />,
    );
    expect(
      screen.getByText(
        /This document is your state’s own form, the “Power of Attorney — New York Statutory Short Form”/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/You do not have to use it/)).toBeNull();
  });
});
