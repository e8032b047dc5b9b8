import { describeSections, type TAdvisorSection } from '@shared/advisors/advisor-scope';
import { renderEmail } from './render-email';

type Recipient = { name: string };

export function greeting(recipient: Recipient): string {
  const first = recipient.name.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi,';
}

export function verificationEmail(recipient: Recipient, url: string) {
  return renderEmail({
    subject: 'Confirm your email for Nido',
    preheader: 'One click and your family hub is ready.',
    heading: 'Confirm your email address',
    paragraphs: [
      greeting(recipient),
      'Thanks for creating a Nido account. Please confirm that this is your email address so we can keep your family hub secure.',
    ],
    action: { label: 'Confirm my email', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not create a Nido account, you can ignore this email.',
  });
}

export function emailChangeEmail(recipient: Recipient, url: string) {
  return renderEmail({
    subject: 'Confirm your new email for Nido',
    preheader: 'Confirm the new address for your Nido account.',
    heading: 'Confirm your new email address',
    paragraphs: [
      greeting(recipient),
      'You asked to use this address for your Nido account. Confirm it and we will sign you in with it from now on.',
    ],
    action: { label: 'Confirm new email', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not ask for this change, ignore this email; your account stays as it is.',
  });
}

export function passwordResetEmail(recipient: Recipient, url: string) {
  return renderEmail({
    subject: 'Reset your Nido password',
    preheader: 'A link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(recipient),
      'Someone (hopefully you) asked to reset the password of your Nido account. Choose a new password with the button below.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for a reset, ignore this email; your password stays the same.',
  });
}

export function existingAccountEmail(recipient: Recipient, signInUrl: string, resetUrl: string) {
  return renderEmail({
    subject: 'Someone tried to create a Nido account with your email',
    preheader: 'You already have an account.',
    heading: 'You already have a Nido account',
    paragraphs: [
      greeting(recipient),
      'Someone just tried to create a new Nido account with this email address. You already have one, so nothing was created.',
      `If it was you, sign in instead. Forgot your password? Reset it at ${resetUrl}`,
    ],
    action: { label: 'Sign in to Nido', url: signInUrl },
    footnote: 'If it was not you, you can ignore this email. Your account is unchanged.',
  });
}

export function familyInvitationEmail(
  recipient: Recipient,
  inviter: { name: string },
  url: string,
  expiresInDays: number,
) {
  return renderEmail({
    subject: `${inviter.name} invited you to their family on Nido`,
    preheader: `Join ${inviter.name}'s family hub on Nido.`,
    heading: `${inviter.name} invited you to their family`,
    paragraphs: [
      greeting(recipient),
      `${inviter.name} uses Nido to keep the family's accounts, bills, properties and documents in one place, and would like you to have access. With it you can view and manage the family's financial information and collaborate with ${inviter.name}.`,
    ],
    action: { label: 'Accept the invitation', url },
    footnote: `This invitation expires in ${expiresInDays} days. If you did not expect it, you can ignore this email; nothing happens unless you accept.`,
  });
}

/** Issue 13: a household asks a professional to see its records for a limited time. */
export function advisorAccessEmail(
  recipient: Recipient,
  inviter: { name: string },
  grant: {
    level: 'read' | 'read_write';
    days: number;
    sections: readonly TAdvisorSection[];
    revealNumbers: boolean;
  },
  url: string,
  expiresInDays: number,
) {
  const power = grant.level === 'read_write' ? 'view and update' : 'view only';
  const numbers = grant.revealNumbers
    ? 'You may reveal full account and policy numbers when you need them.'
    : 'Account and policy numbers stay masked (last 4 digits).';
  return renderEmail({
    subject: `${inviter.name} gave you access to their records on Nido`,
    preheader: `Professional access to ${inviter.name}'s household for ${grant.days} days.`,
    heading: `${inviter.name} would like your help`,
    paragraphs: [
      greeting(recipient),
      `${inviter.name} keeps the household's records on Nido and has given you professional access (${power}) for ${grant.days} days from the day you accept.`,
      `What you will see: ${describeSections(grant.sections)}. ${numbers}`,
      `${inviter.name} can change what you see, renew or end this access at any time, and sees every view and change you make in their activity log.`,
    ],
    action: { label: 'Accept and sign in', url },
    footnote: `This invitation expires in ${expiresInDays} days. If you did not expect it, you can ignore this email; nothing happens unless you accept.`,
  });
}
