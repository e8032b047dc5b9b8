import type { LucideIcon } from 'lucide-react';
import { Ban, Clock, Lock, ShieldCheck, Smartphone, UserCheck } from 'lucide-react';

// The landing chunk has a 6 KB gzipped budget, so the copy here is deliberately short; the
// details live on /security, /faq and the legal pages.

export const BEFORE_NIDO = [
  'Papers scattered across drawers and inboxes',
  'Passwords on a note in a desk drawer',
  'Accounts and policies nobody else knows about',
  'Weeks of phone calls to banks and insurers',
];

export const WITH_NIDO = [
  'One organised hub for bills, accounts and documents',
  'Every account, loan and policy on one list',
  'A step-by-step plan your family can follow',
  'Shared access for the people you choose',
];

export const SECURITY_POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lock,
    title: 'Encrypted in transit and at rest',
    text: 'TLS on every connection. Files and account numbers are encrypted with AES-256-GCM; account numbers are shown masked.',
  },
  {
    icon: Smartphone,
    title: 'Two-factor sign-in',
    text: 'Authenticator app codes, with backup codes.',
  },
  {
    icon: ShieldCheck,
    title: 'Each household isolated',
    text: 'Your data is kept apart, and access is checked on every request.',
  },
  {
    icon: UserCheck,
    title: 'You decide who sees what',
    text: 'Family members only see what is shared with them.',
  },
  {
    icon: Clock,
    title: 'Activity log',
    text: 'See who changed what, and when.',
  },
  {
    icon: Ban,
    title: 'Never for sale',
    text: 'We never sell your data, and there are no ad trackers.',
  },
];

export const FEATURES = [
  {
    title: 'Monthly obligations & bills',
    text: 'Snap a bill; AI scanning that runs offline fills it in.',
  },
  { title: 'Financial accounts', text: 'Checking, savings and retirement, numbers masked.' },
  { title: 'Loans & properties', text: 'Mortgages, car loans and what they are secured on.' },
  { title: 'Investments', text: 'Brokerage accounts and who manages them.' },
  { title: 'Insurance', text: 'Life, home, auto and health policies and beneficiaries.' },
  { title: 'Document hub', text: 'Deeds, titles and tax returns, each file encrypted.' },
  { title: 'Advisors', text: 'Your attorney, accountant and adviser, one tap away.' },
  {
    title: 'Wills, trusts & estate plan',
    text: 'Where the originals are and who the executor is.',
  },
  { title: 'Family guidebook', text: 'Your wishes, in your own words.' },
  { title: 'Step-by-step plan', text: 'What to do, in order, after a death or incapacity.' },
  { title: 'Family sharing', text: 'Invite family to edit or only view; revoke any time.' },
];

export const AUDIENCES = [
  { title: 'Couples', text: 'Both of you know where everything is.' },
  { title: 'Parents', text: 'Leave your children clear instructions, not a puzzle.' },
  { title: 'Adult Children', text: 'Help ageing parents get organised before a crisis.' },
  {
    title: 'Advisors, Executors & Estate Planners',
    text: 'Work from one current picture your clients share with you.',
  },
];

export const STEPS = [
  { title: 'Create your hub', text: 'Sign up and turn on two-factor sign-in.' },
  { title: 'Add what matters', text: 'Scan bills, add accounts, upload documents.' },
  { title: 'Invite family', text: 'A partner, your children, your executor.' },
  {
    title: 'When it matters, follow the plan',
    text: 'Your family finds everything and works through it step by step.',
  },
];

export type Testimonial = { quote: string; name: string; context: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'When Dad had his stroke, I already knew which bills were on autopay. It saved us weeks.',
    name: 'Maria',
    context: 'adult daughter, Ohio',
  },
  {
    quote: 'My husband always handled the money. Now we both know where every account is.',
    name: 'Denise',
    context: 'Arizona',
  },
  {
    quote: 'As an executor I usually spend a month finding accounts. Here I had them on day one.',
    name: 'James',
    context: 'executor, Texas',
  },
];

export const LANDING_FAQ = [
  {
    question: 'Is my information safe?',
    answer:
      'It is encrypted in transit and at rest, protected by two-factor sign-in and never sold.',
  },
  {
    question: 'What happens when someone dies?',
    answer:
      'The family you invited opens Nido and follows the plan: accounts, policies, documents, bills and who to call.',
  },
  {
    question: 'Who can see our information?',
    answer:
      'Only people you invite, as guests (view and edit) or viewers (read only). You can revoke access any time.',
  },
];
