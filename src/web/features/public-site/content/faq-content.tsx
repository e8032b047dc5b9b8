import type { ReactNode } from 'react';
import { BRAND, PLANS } from '@shared/brand';
import { EmailLink, InlineLink } from '../components/info/inline-link';
import { formatPrice } from '@web/lib/format-price';

export type FaqQuestion = { question: string; answer: ReactNode };
export type FaqGroup = { id: string; title: string; questions: FaqQuestion[] };

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    questions: [
      {
        question: 'What is Nido?',
        answer: (
          <p>
            Nido is a family finance and estate-planning hub. Your household keeps its monthly
            bills, financial accounts, loans, properties, investments, insurance, documents,
            advisors, wills and trusts in one place, and shares them with the family members you
            choose. If someone dies or becomes incapacitated, your family can find everything and
            follow a step-by-step plan.
          </p>
        ),
      },
      {
        question: 'Who is Nido for?',
        answer: (
          <p>
            Couples who want both partners to know where everything is, parents planning for their
            children, adult children helping ageing parents get organised, and the advisors,
            executors and estate planners who support them.
          </p>
        ),
      },
      {
        question: 'Is Nido available outside the United States?',
        answer: (
          <p>
            Not yet. Nido is built around US accounts, estate law and paperwork, so it is available
            to US households only. If you live elsewhere, join our waitlist and we will email you if
            Nido becomes available where you live.
          </p>
        ),
      },
      {
        question: 'How does bill scanning work?',
        answer: (
          <p>
            Take a photo of a bill or upload it, and Nido reads the biller, amount and due date for
            you to check and save. Scanning runs on Nido’s own servers with offline text
            recognition, so your bills are not sent to a third-party AI service.
          </p>
        ),
      },
      {
        question: 'Does Nido replace my attorney or financial adviser?',
        answer: (
          <p>
            No. Nido is not a law firm, bank or financial adviser and does not give legal, tax or
            investment advice. It keeps your information organised and shareable, so the
            professionals you work with, and your family, have what they need.
          </p>
        ),
      },
    ],
  },
  {
    id: 'security-privacy',
    title: 'Security & privacy',
    questions: [
      {
        question: 'How is my information protected?',
        answer: (
          <p>
            Everything travels over TLS. Files are encrypted at rest with AES-256-GCM, each with its
            own key, and account numbers are encrypted and shown masked. Two-factor sign-in with an
            authenticator app and backup codes protects your account, sessions end after 30 minutes
            of inactivity, and each household’s data is isolated. Details are on our{' '}
            <InlineLink to="/security">Security page</InlineLink>.
          </p>
        ),
      },
      {
        question: 'Do you sell my data or show ads?',
        answer: (
          <p>
            No. We never sell your data, Nido shows no ads and uses no advertising trackers. We use
            only the cookies needed to keep you signed in and secure, plus a preference for the
            app’s sidebar. Read our <InlineLink to="/privacy">Privacy Policy</InlineLink>.
          </p>
        ),
      },
      {
        question: 'What happens to my data if I delete my account?',
        answer: (
          <p>
            Deleting your account removes your data and the files you uploaded. If you own a
            household, its records are deleted too and the people you invited lose access.
          </p>
        ),
      },
    ],
  },
  {
    id: 'family-sharing',
    title: 'Family sharing',
    questions: [
      {
        question: 'Who can see our information?',
        answer: (
          <p>
            Only the people you invite. Guests can see and edit your household’s information;
            viewers can see it but not change it. The activity log shows who added, changed or
            removed what.
          </p>
        ),
      },
      {
        question: 'Can I change or remove someone’s access?',
        answer: (
          <p>
            Yes. As the household owner you can switch anyone between guest and viewer, or revoke
            their access entirely, at any time.
          </p>
        ),
      },
      {
        question: 'What happens when someone dies or becomes incapacitated?',
        answer: (
          <p>
            The family members you invited open Nido and follow a step-by-step plan: which accounts,
            policies and properties exist, where the will and important documents are, which bills
            need attention and which advisors to call. Invite the people who would need this ahead
            of time, so they can find everything when it matters.
          </p>
        ),
      },
    ],
  },
  {
    id: 'billing',
    title: 'Billing',
    questions: [
      {
        question: 'How much does Nido cost?',
        answer: (
          <p>
            There are two plans: Annual at {formatPrice(PLANS.annual.priceCents)}{' '}
            {PLANS.annual.cadence}, or Lifetime at {formatPrice(PLANS.lifetime.priceCents)}{' '}
            {PLANS.lifetime.cadence}. Both include every feature.
          </p>
        ),
      },
      {
        question: 'Is Nido free while it is in beta?',
        answer: (
          <p>
            Yes. While payment is not required you can use every feature free. We will email you at
            least 30 days before charging starts, and you will only be charged if you choose a plan.
          </p>
        ),
      },
      {
        question: 'Can I cancel or get a refund?',
        answer: (
          <p>
            You can cancel an Annual plan at any time and keep access until the end of the year you
            paid for. If Nido is not right for you, email <EmailLink address={BRAND.supportEmail} />{' '}
            within 30 days of your first payment for a full refund. See our{' '}
            <InlineLink to="/terms#plans">Terms of Service</InlineLink> for details.
          </p>
        ),
      },
    ],
  },
];
