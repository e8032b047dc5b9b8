import { BRAND } from '@shared/brand';
import { EmailLink, InlineLink } from '../components/info/inline-link';
import type { InfoSection } from '../components/info/info-page-layout';

export const PRIVACY_INTRO = (
  <p>
    Nido holds some of the most private information a family has. This policy explains what we
    collect, why, who can see it, how long we keep it and the choices you have.
  </p>
);

export const PRIVACY_SECTIONS: InfoSection[] = [
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <ul>
        <li>We collect what we need to run Nido for your household, and nothing more.</li>
        <li>We never sell your personal information, and Nido has no advertising trackers.</li>
        <li>Your files and account numbers are encrypted, and everything travels over TLS.</li>
        <li>Only the people you invite can see your household, and you can revoke access.</li>
        <li>You can delete your account, with its data and files, whenever you choose.</li>
      </ul>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details</strong>: your name, email address and password, and your
            two-factor sign-in settings.
          </li>
          <li>
            <strong>Household records</strong>: the bills, financial accounts, loans, properties,
            investments, insurance policies, advisors, wills, trusts, guidebook notes and documents
            you add. Account numbers are encrypted and shown masked.
          </li>
          <li>
            <strong>Information about other people</strong>: names and contact details of family
            members, beneficiaries, executors and advisors you record, and the email addresses of
            people you invite.
          </li>
          <li>
            <strong>Billing details</strong>: the plan you choose and your payment history. Card
            payments are handled by our payment processor; we do not store your full card number.
          </li>
          <li>
            <strong>Messages</strong>: what you send us when you contact support.
          </li>
        </ul>
        <h3>Information collected as you use Nido</h3>
        <ul>
          <li>
            <strong>Security and activity records</strong>: sign-in times, IP address, browser and
            device type, and the household activity log of who added, changed or removed what.
          </li>
          <li>
            <strong>Error reports</strong>: when the app hits an error, it sends us the error
            message, technical details and the page address so we can fix the problem.
          </li>
          <li>
            <strong>Browser storage</strong>: the small set of cookies and local storage items
            described in <InlineLink to="#cookies">Cookies and browser storage</InlineLink>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>provide Nido: store your records, show them to you and the people you invite;</li>
          <li>read the bills you scan and suggest their details;</li>
          <li>
            keep accounts secure: verify sign-ins, run two-factor checks, detect abuse and keep the
            activity log;
          </li>
          <li>
            send service emails you cannot switch off while you have an account, such as
            invitations, security alerts, billing receipts and notices about changes to our terms;
          </li>
          <li>answer your questions and fix problems;</li>
          <li>meet our legal obligations.</li>
        </ul>
        <p>
          We send “Product Updates” emails about new features only if you opt in, and you can opt
          out at any time. We do not use your household records for advertising, we do not build
          marketing profiles, and we do not use your records to train artificial intelligence
          models.
        </p>
      </>
    ),
  },
  {
    id: 'bill-scanning',
    title: 'Bill scanning',
    body: (
      <p>
        When you scan a bill, the image is processed on Nido’s own servers using offline text
        recognition (OCR). We do not send your bills to third-party AI services. If that ever
        changes, we will update this policy and tell you before it applies to your information.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How information is shared',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for
          targeted advertising. We share information only:
        </p>
        <ul>
          <li>
            <strong>With the people you invite.</strong> Guests can see and edit your household’s
            information; viewers can see it but not change it. The household owner can change roles
            or revoke access at any time.
          </li>
          <li>
            <strong>With service providers</strong> that help us run Nido, such as hosting, email
            delivery and payment processing. They may use information only to provide their service
            to us, under contracts that require them to protect it.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example to answer a valid subpoena or
            court order. Where we are allowed to, we will tell you before we disclose your
            information.
          </li>
          <li>
            <strong>If Nido changes hands</strong>, as part of a merger or acquisition. This policy
            would continue to protect your information, and we would tell you before it became
            subject to a different policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>Nido uses no advertising or analytics cookies. We use only:</p>
        <ul>
          <li>
            <strong>Essential cookies</strong>: a session cookie that keeps you signed in (sessions
            end after 30 minutes of inactivity) and a security cookie that protects your account
            from forged requests.
          </li>
          <li>
            <strong>A sidebar preference cookie</strong> that remembers whether you keep the app’s
            sidebar open or collapsed. It lasts 7 days.
          </li>
          <li>
            <strong>Local storage</strong> in your browser for your light or dark theme and your
            privacy choices, plus a few short-lived items that help sign-up work, such as the email
            address you are registering with.
          </li>
        </ul>
        <p>
          You can review your choices at any time with “Cookie preferences” at the bottom of every
          page.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your information for as long as you have an account. When you delete your account,
          we delete your data and the files you uploaded. If you own a household, its records and
          activity log are deleted with it.
        </p>
        <p>
          We keep a small amount of information for longer only where the law requires it, such as
          billing records we must keep for tax purposes, and only for as long as required.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        Connections use TLS. Files are encrypted at rest with AES-256-GCM using a separate key for
        each file, and those keys are themselves encrypted by a master key. Account numbers are
        encrypted and shown masked. Two-factor sign-in, household isolation and access checks on
        every request add further protection. Read more on our{' '}
        <InlineLink to="/security">Security page</InlineLink>.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <ul>
        <li>See and correct your information in the app at any time.</li>
        <li>Delete your account, with its data and files, from your settings.</li>
        <li>Change who can see your household, or revoke access, from your household settings.</li>
        <li>
          Opt in or out of Product Updates emails with “Cookie preferences” in the footer, in your
          settings, or with the unsubscribe link in any of those emails.
        </li>
      </ul>
    ),
  },
  {
    id: 'state-rights',
    title: 'Your US state privacy rights',
    body: (
      <>
        <p>
          Depending on where you live, state law may give you rights over your personal information.
          We offer the following to every Nido user, wherever in the US you live:
        </p>
        <ul>
          <li>to know what personal information we hold about you and how we use it;</li>
          <li>to get a copy of it;</li>
          <li>to correct it;</li>
          <li>to delete it;</li>
          <li>to opt out of its sale or sharing for targeted advertising, though we do neither;</li>
          <li>not to be treated differently for using any of these rights.</li>
        </ul>
        <h3>California residents</h3>
        <p>
          Under the California Consumer Privacy Act, as amended by the California Privacy Rights
          Act, you have the rights above. In the past 12 months we have collected the categories of
          information described in this policy for the purposes described here. We have not sold or
          shared personal information, and we use sensitive personal information, such as account
          numbers, only to provide the Service. We honor Global Privacy Control signals.
        </p>
        <h3>Making a request</h3>
        <p>
          Email <EmailLink address={BRAND.privacyEmail} /> from the address on your account. We may
          need to confirm your identity before acting on a request, and we will respond within 45
          days. You can use an authorized agent, who must show us your written permission. If we
          decline your request, you can appeal by replying to our decision, and we will review it
          again.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Nido is for adults. We do not allow anyone under 18 to create an account and we do not
        knowingly collect personal information from children. Parents can record information about
        their children as part of their household’s records, for example guardianship wishes or
        beneficiary details. If you believe a child has created an account, email{' '}
        <EmailLink address={BRAND.privacyEmail} /> and we will delete it.
      </p>
    ),
  },
  {
    id: 'us-only',
    title: 'Where Nido is available',
    body: (
      <p>
        Nido is offered only to households in the United States. Visitors from other countries can
        join our waitlist; we use a waitlist email address only to tell that person when Nido
        becomes available where they live.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we update this policy we will change the date at the top. If a change is significant,
        we will email you before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy: <EmailLink address={BRAND.privacyEmail} />. For
        anything else, email <EmailLink address={BRAND.supportEmail} />.
      </p>
    ),
  },
];
