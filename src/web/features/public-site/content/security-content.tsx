import { BRAND } from '@shared/brand';
import { EmailLink, InlineLink } from '../components/info/inline-link';
import type { InfoSection } from '../components/info/info-page-layout';

export const SECURITY_INTRO = (
  <p>
    Wills, account numbers, insurance policies and your family’s wishes deserve serious protection.
    This page explains, in plain terms, how Nido keeps them safe, what you can do to help, and how
    to report a problem.
  </p>
);

export const SECURITY_SECTIONS: InfoSection[] = [
  {
    id: 'encryption',
    title: 'Encryption in transit and at rest',
    body: (
      <>
        <h3>In transit</h3>
        <p>
          Every connection to Nido uses TLS (HTTPS), and browsers are told to use HTTPS only, so
          your information cannot be read or altered on its way between your device and our servers.
        </p>
        <h3>At rest</h3>
        <ul>
          <li>
            <strong>Documents</strong>: every file you upload is encrypted with AES-256-GCM using
            its own key. Each file key is in turn encrypted (“wrapped”) by a master key that is kept
            separate from the stored files.
          </li>
          <li>
            <strong>Account numbers</strong>: bank, loan, investment and policy numbers are
            encrypted with AES-256-GCM and shown masked, so only the last few digits appear on
            screen.
          </li>
          <li>
            <strong>Passwords</strong>: we never store your password itself, only a one-way hash of
            it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sign-in',
    title: 'Signing in',
    body: (
      <ul>
        <li>
          <strong>Two-factor sign-in</strong>: add an authenticator app (TOTP), so signing in needs
          a six-digit code from your phone as well as your password.
        </li>
        <li>
          <strong>Backup codes</strong>: one-time codes let you in if you lose your phone. Store
          them somewhere safe, away from your password.
        </li>
        <li>
          <strong>Automatic sign-out</strong>: sessions end after 30 minutes of inactivity, so an
          unattended computer does not stay signed in.
        </li>
        <li>
          <strong>Rate limits</strong>: repeated attempts are slowed down to frustrate password
          guessing.
        </li>
      </ul>
    ),
  },
  {
    id: 'access',
    title: 'Who can see your information',
    body: (
      <>
        <p>
          Each household’s data is isolated from every other household’s. Our servers check, on
          every request, that the person asking is allowed to see or change the information
          requested; hiding a button is never the only protection.
        </p>
        <p>
          Family members only see what is shared with them. The household owner decides who is
          invited and with which role:
        </p>
        <ul>
          <li>
            <strong>Guest</strong>: can see and edit the household’s information.
          </li>
          <li>
            <strong>Viewer</strong>: can see it but not change it.
          </li>
        </ul>
        <p>The owner can change a role or revoke access at any time, effective immediately.</p>
      </>
    ),
  },
  {
    id: 'activity-log',
    title: 'Activity log',
    body: (
      <p>
        Nido keeps an activity log for each household, recording who added, changed or removed what,
        and when. Owners can review it at any time, so nothing changes without a trace.
      </p>
    ),
  },
  {
    id: 'bill-scanning',
    title: 'Private bill scanning',
    body: (
      <p>
        Bill scanning runs on Nido’s own servers using offline text recognition (OCR). Your bills
        are not sent to a third-party AI service to be read.
      </p>
    ),
  },
  {
    id: 'web-protections',
    title: 'Protections in the app itself',
    body: (
      <ul>
        <li>
          A strict Content Security Policy lets the app run scripts only from Nido itself, which
          blocks a common class of attacks.
        </li>
        <li>Nido cannot be embedded in other websites, which prevents “clickjacking” tricks.</li>
        <li>Requests that change data are refused if they come from another website.</li>
        <li>
          There are no advertising trackers or third-party scripts, and nothing on our pages is
          loaded from other companies’ servers.
        </li>
        <li>We never sell your data.</li>
      </ul>
    ),
  },
  {
    id: 'your-part',
    title: 'What you can do',
    body: (
      <ul>
        <li>Use a long password that you do not use anywhere else.</li>
        <li>Turn on two-factor sign-in and keep your backup codes safe.</li>
        <li>Review who has access to your household from time to time.</li>
        <li>Check the activity log if something looks unfamiliar.</li>
        <li>
          Be wary of phishing. Nido will never ask for your password or two-factor code by email or
          phone.
        </li>
      </ul>
    ),
  },
  {
    id: 'disclosure',
    title: 'Responsible disclosure',
    body: (
      <>
        <p>
          If you believe you have found a security vulnerability in Nido, please email{' '}
          <EmailLink address={BRAND.securityEmail} /> with a description, the steps to reproduce it
          and its likely impact. We will acknowledge your report within 3 business days, keep you
          updated as we investigate, and credit you if you would like.
        </p>
        <p>While researching, please:</p>
        <ul>
          <li>use only accounts and households you own or have permission to test;</li>
          <li>
            stop and tell us as soon as you reach anyone else’s data, without keeping or sharing it;
          </li>
          <li>
            avoid anything that degrades the Service, such as load or denial-of-service tests;
          </li>
          <li>do not use social engineering, phishing or physical attacks; and</li>
          <li>
            give us a reasonable time to fix the issue, normally 90 days, before you disclose it.
          </li>
        </ul>
        <p>
          If you act in good faith and follow these guidelines, we will not take legal action
          against you for your research.
        </p>
      </>
    ),
  },
  {
    id: 'incidents',
    title: 'If something goes wrong',
    body: (
      <p>
        If a security incident affects your information, we will tell you without undue delay,
        explain what happened and what we are doing about it, and notify authorities as the law
        requires.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Security questions or reports: <EmailLink address={BRAND.securityEmail} />. Privacy
        questions: <EmailLink address={BRAND.privacyEmail} />. How we handle personal information is
        described in our <InlineLink to="/privacy">Privacy Policy</InlineLink>.
      </p>
    ),
  },
];
