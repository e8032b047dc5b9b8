// The lazy modules behind each page, keyed by the page's path: its layouts, then the page itself
// (paths relative to src/web, as in Vite's manifest). The server preloads their code from the
// page's HTML (<link rel="modulepreload">), so a first visit fetches it alongside the app's entry
// instead of after the entry has run and the router has asked for each layout in turn. Mirrors
// src/web/app/routes.tsx; the build fails when a module listed here no longer exists.

const DATA = ['app/layouts/data-layout.tsx'];
const SIGNED_IN = [...DATA, 'app/guards/signed-in-layout.tsx'];
const APP = [...SIGNED_IN, 'app/layouts/app-layout.tsx'];
const HOUSEHOLD = [...APP, 'app/guards/household-guard.tsx'];
const ADMIN = [...APP, 'app/guards/admin-guard.tsx'];

const household = (page) => [...HOUSEHOLD, page];

export const ROUTE_MODULES = {
  // `/?invitation=…` is the app (the invitation handler); plain `/` is a pre-rendered page.
  '/': ['app/pages/home-page.tsx'],
  '/login': [...DATA, 'features/auth/pages/login-page.tsx'],
  '/register': [...DATA, 'features/auth/pages/register-page.tsx'],
  '/registration-success': [...DATA, 'features/auth/pages/registration-success-page.tsx'],
  '/email-confirmed': [...DATA, 'features/auth/pages/email-confirmed-page.tsx'],
  '/reset-password': [...DATA, 'features/auth/pages/reset-password-page.tsx'],
  '/waitlist': [...DATA, 'features/waitlist/pages/waitlist-page.tsx'],
  '/onboarding': [...SIGNED_IN, 'features/onboarding/pages/onboarding-page.tsx'],
  '/subscription': [...SIGNED_IN, 'features/subscription/pages/subscription-page.tsx'],
  '/checkout-success': [...SIGNED_IN, 'features/subscription/pages/checkout-success-page.tsx'],
  '/account-choice': [...SIGNED_IN, 'features/family/invitation/pages/account-choice-page.tsx'],
  '/settings': [...APP, 'app/pages/settings-page.tsx'],
  '/settings/family': [...APP, 'features/family/pages/family-page.tsx'],
  '/dashboard': household('app/pages/dashboard-page.tsx'),
  // With the code that starts the app behind a first screen the server rendered.
  '/expenses': [
    ...household('features/expenses/pages/expenses-page.tsx'),
    'app/first-screen/render-behind-first-screen.ts',
  ],
  '/accounts': household('features/accounts/pages/accounts-page.tsx'),
  '/bank-accounts': household('features/accounts/pages/accounts-page.tsx'),
  '/loans': household('features/loans/pages/loans-page.tsx'),
  '/properties': household('features/properties/pages/properties-page.tsx'),
  '/nido-hub': household('features/documents/pages/documents-page.tsx'),
  '/investments': household('features/investments/pages/investments-page.tsx'),
  '/advisors': household('features/advisors/pages/advisors-page.tsx'),
  '/estate-plan': household('features/estate/pages/estate-plan-page.tsx'),
  '/family-guidebook': household('features/guidebook/pages/family-guidebook-page.tsx'),
  '/triggering-event': household('features/triggering-event/pages/triggering-event-page.tsx'),
  '/ai-insights': household('features/ai-insights/pages/ai-insights-page.tsx'),
  '/legal-wizard': household('features/legal-wizard/pages/legal-wizard-page.tsx'),
  '/segments-admin': [...ADMIN, 'features/admin/pages/segments-admin-page.tsx'],
  '/document-analysis': [...ADMIN, 'features/admin/pages/document-analysis-page.tsx'],
};
