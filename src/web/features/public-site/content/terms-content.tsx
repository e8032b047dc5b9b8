import { BRAND, PLANS } from '@shared/brand';
import { EmailLink, InlineLink } from '../components/info/inline-link';
import type { InfoSection } from '../components/info/info-page-layout';
import { formatPrice } from '@web/lib/format-price';

const ANNUAL_PRICE = formatPrice(PLANS.annual.priceCents);
const LIFETIME_PRICE = formatPrice(PLANS.lifetime.priceCents);

export const TERMS_INTRO = (
  <p>
    These terms are the agreement between you and Nido for using the Nido website and app. We have
    tried to write them in plain English. Please read them, because they explain what you can expect
    from us and what we expect from you.
  </p>
);

export const TERMS_SECTIONS: InfoSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These Terms of Service (the “Terms”) are between you and Nido (“Nido”, “we”, “us”). They
          cover the Nido website, web app and related services (together, the “Service”). By
          creating an account, accepting an invitation or otherwise using the Service, you agree to
          these Terms. If you do not agree, please do not use the Service.
        </p>
        <p>
          Our <InlineLink to="/privacy">Privacy Policy</InlineLink> explains how we handle personal
          information, and our <InlineLink to="/security">Security page</InlineLink> describes how
          we protect it. Both form part of these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Nido',
    body: (
      <>
        <p>To use Nido you must:</p>
        <ul>
          <li>be at least 18 years old;</li>
          <li>live in the United States; and</li>
          <li>be able to enter into a binding contract.</li>
        </ul>
        <p>
          Nido is available to households in the United States only. If you visit from another
          country, you are welcome to join our waitlist and we will tell you if Nido becomes
          available where you live.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          Give us accurate information when you sign up and keep it up to date. Each account belongs
          to one person: please do not share your sign-in details. If someone else needs access to
          your household, invite them so they get their own account.
        </p>
        <p>
          You are responsible for keeping your password and two-factor codes secret and for the
          activity under your account. We strongly recommend turning on two-factor sign-in with an
          authenticator app and keeping your backup codes somewhere safe. For your protection,
          sessions end after 30 minutes of inactivity.
        </p>
        <p>
          If you think someone has accessed your account without permission, change your password
          and contact us at <EmailLink address={BRAND.securityEmail} /> right away.
        </p>
      </>
    ),
  },
  {
    id: 'what-nido-is',
    title: 'What Nido is, and is not',
    body: (
      <>
        <p>
          Nido is an organising tool. It helps your household record its bills, accounts, loans,
          properties, investments, insurance, documents, advisors and estate plans, share them with
          the people you choose, and follow a step-by-step plan when someone dies or becomes
          incapacitated.
        </p>
        <p>
          <strong>
            Nido is not a law firm, a bank or a financial adviser, and it does not give legal, tax
            or investment advice.
          </strong>{' '}
          Using Nido does not create an attorney-client, fiduciary or advisory relationship. In
          particular:
        </p>
        <ul>
          <li>
            Storing a will, trust or power of attorney in Nido does not make it valid. Keep your
            original documents where your attorney advises.
          </li>
          <li>
            The step-by-step plan and guidebook offer general guidance. They do not replace advice
            from an attorney, accountant or financial professional about your situation.
          </li>
          <li>Nido does not hold, move or invest money on your behalf.</li>
          <li>
            Bill scanning reads details from your bills automatically and can make mistakes. Check
            the details it suggests before you rely on them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, payment and refunds',
    body: (
      <>
        <h3>Free beta</h3>
        <p>
          While Nido is in beta and payment is not required, you can use the Service free of charge.
          We will email you at least 30 days before we start charging, and we will never charge you
          unless you choose a plan.
        </p>
        <h3>Annual plan</h3>
        <p>
          The Annual plan costs {ANNUAL_PRICE} {PLANS.annual.cadence}, billed in advance. It renews
          automatically each year until you cancel, and we will email you a reminder before each
          renewal. You can cancel at any time in your account settings; you keep access until the
          end of the year you have paid for.
        </p>
        <h3>Lifetime plan</h3>
        <p>
          The Lifetime plan is a {PLANS.lifetime.cadence} payment of {LIFETIME_PRICE}. It gives your
          household access to the Service, including new features, for as long as Nido operates the
          Service. “Lifetime” refers to the life of the Service, not of any person. If we ever
          decide to close the Service, we will give you at least 90 days’ notice so you can download
          your documents.
        </p>
        <h3>Prices and taxes</h3>
        <p>
          Prices are in US dollars and may include or be subject to sales tax where it applies.
          Payments are handled by our payment processor; we do not store your full card number. If
          we change the Annual price, the new price applies from your next renewal, and only after
          we have told you at least 30 days in advance.
        </p>
        <h3>Refunds</h3>
        <p>
          If Nido is not right for you, email <EmailLink address={BRAND.supportEmail} /> within 30
          days of your first payment for either plan and we will refund it in full. If an Annual
          plan renews and you did not mean it to, ask within 14 days of the renewal charge for a
          full refund. Outside those windows payments are not refundable, except where the law
          requires otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'family-sharing',
    title: 'Households and family sharing',
    body: (
      <>
        <p>
          The person who creates a household is its owner. The owner can invite family members,
          advisors, executors and others, and chooses each person’s role:
        </p>
        <ul>
          <li>
            <strong>Guest</strong>: can see and edit the household’s information.
          </li>
          <li>
            <strong>Viewer</strong>: can see the household’s information but not change it.
          </li>
        </ul>
        <p>
          The owner can change roles or revoke access at any time, and the activity log records who
          added, changed or removed what.
        </p>
        <p>
          Sharing is powerful, so please use it with care. You are responsible for choosing whom you
          invite and for making sure you are entitled to share the information you add, including
          information about other people, such as a spouse’s accounts or a child’s details. If you
          are invited to someone else’s household, use that access only to help them and their
          family, and respect their privacy.
        </p>
        <p>
          Nido does not decide who has legal authority over someone’s affairs. The best way to make
          sure the right people can find everything is to invite them ahead of time. If we receive a
          request about the account of someone who has died or become incapacitated, we may ask for
          documents such as a death certificate, letters testamentary or a power of attorney before
          we act on it.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          You own the information and files you add to Nido (“your content”). We do not claim any
          ownership of it.
        </p>
        <p>
          You give us permission to store, encrypt, back up, process and display your content only
          as needed to provide the Service to you and the people you share it with. For example, we
          need to read a bill you scan to fill in its details. We do not sell your content, use it
          for advertising, or use it to train artificial intelligence models.
        </p>
        <p>
          You confirm that you have the right to add your content to Nido and that doing so does not
          break the law or anyone else’s rights.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Nido, please do not:</p>
        <ul>
          <li>break the law, or use Nido to help anyone else break it;</li>
          <li>add information about other people that you have no right to hold or share;</li>
          <li>try to access another household’s data, or anyone’s account but your own;</li>
          <li>
            probe, scan or test the security of the Service, except as our{' '}
            <InlineLink to="/security#disclosure">responsible disclosure policy</InlineLink> allows;
          </li>
          <li>upload malware or anything designed to harm the Service or other people;</li>
          <li>overload the Service, or scrape it with automated tools;</li>
          <li>copy, resell or reverse engineer the Service, except where the law allows; or</li>
          <li>impersonate someone or misrepresent your relationship with a household.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Security and availability',
    body: (
      <>
        <p>
          We work hard to protect your information, as described on our{' '}
          <InlineLink to="/security">Security page</InlineLink>, but no system is perfectly secure.
          If a security incident affects your information, we will tell you without undue delay and
          as the law requires.
        </p>
        <p>
          We aim to keep Nido available at all times, but we may need to pause it for maintenance or
          updates, and outages can happen. We may change or improve features over time; if we remove
          something important that you have paid for, we will tell you in advance.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        To the fullest extent the law allows, the Service is provided “as is” and “as available”,
        without warranties of any kind, whether express or implied, including warranties of
        merchantability, fitness for a particular purpose and non-infringement. We do not promise
        that the Service will be uninterrupted or error-free, that bill scanning will always be
        accurate, or that the guidance in Nido suits your legal, tax or financial situation.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Nido will not be liable for any indirect,
          incidental, special, consequential or punitive damages, or for lost profits, lost data or
          loss of goodwill, arising from your use of the Service.
        </p>
        <p>
          Our total liability for any claim relating to the Service is limited to the greater of the
          amount you paid us in the 12 months before the claim arose and $100.
        </p>
        <p>
          Some states do not allow these exclusions or limits, so they may not all apply to you.
          Nothing in these Terms limits any rights you have that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your account',
    body: (
      <>
        <p>
          You can delete your account at any time in your settings. Deleting your account removes
          your data and the files you uploaded. If you own a household, its information is deleted
          with it and the people you invited lose access. We keep only the limited records the law
          requires, such as billing records.
        </p>
        <p>
          We may suspend or close an account that breaks these Terms or puts other people or the
          Service at risk. Unless the situation is urgent or the law prevents it, we will tell you
          first and give you a chance to put things right.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the State of Delaware, without regard to its
          conflict-of-law rules. Any dispute that we cannot resolve informally will be decided by
          the state or federal courts located in Delaware, and you and Nido agree to their
          jurisdiction. Either of us may instead bring an individual claim in small-claims court
          where it qualifies.
        </p>
        <p>
          If you are a consumer, you keep any protections that the law of the state where you live
          gives you and that cannot be waived by agreement.
        </p>
        <p>
          Before bringing a claim, please email <EmailLink address={BRAND.supportEmail} /> so we can
          try to put things right.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms as Nido grows. We will post the new version here and update the
        date at the top. If a change is significant, we will email you at least 30 days before it
        takes effect. If you keep using Nido after a change takes effect, you accept the updated
        Terms; if you do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms? Email <EmailLink address={BRAND.supportEmail} />. For security
        concerns, email <EmailLink address={BRAND.securityEmail} />.
      </p>
    ),
  },
];
