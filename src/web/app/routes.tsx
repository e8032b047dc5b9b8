import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage } from './pages/not-found-page';
import { AppStarting } from './pages/app-starting';

const dataLayout = () => import('./layouts/data-layout');

/**
 * The route table. Every page is a lazy module exporting `Component`, so the landing page ships
 * none of the app's code; only the layouts around the landing page (and the not-found page,
 * which the error boundary needs anyway) are in the first bundle.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // Shown while the first screen's code loads (the router renders nothing of its own then).
    HydrateFallback: AppStarting,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('./pages/home-page') },
          { path: 'terms', lazy: () => import('@web/features/public-site/pages/terms-page') },
          { path: 'privacy', lazy: () => import('@web/features/public-site/pages/privacy-page') },
          { path: 'security', lazy: () => import('@web/features/public-site/pages/security-page') },
          { path: 'faq', lazy: () => import('@web/features/public-site/pages/faq-page') },
          {
            // Account screens: the public top bar, no sidebar (spec §2 "Layout").
            lazy: dataLayout,
            children: [
              { path: 'login', lazy: () => import('@web/features/auth/pages/login-page') },
              { path: 'register', lazy: () => import('@web/features/auth/pages/register-page') },
              {
                path: 'registration-success',
                lazy: () => import('@web/features/auth/pages/registration-success-page'),
              },
              {
                path: 'email-confirmed',
                lazy: () => import('@web/features/auth/pages/email-confirmed-page'),
              },
              {
                path: 'reset-password',
                lazy: () => import('@web/features/auth/pages/reset-password-page'),
              },
              {
                path: 'waitlist',
                lazy: () => import('@web/features/waitlist/pages/waitlist-page'),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        lazy: dataLayout,
        children: [
          {
            lazy: () => import('./guards/signed-in-layout'),
            children: [
              // Signed in, without the sidebar.
              {
                path: 'onboarding',
                lazy: () => import('@web/features/onboarding/pages/onboarding-page'),
              },
              {
                path: 'subscription',
                lazy: () => import('@web/features/subscription/pages/subscription-page'),
              },
              {
                path: 'checkout-success',
                lazy: () => import('@web/features/subscription/pages/checkout-success-page'),
              },
              {
                path: 'account-choice',
                lazy: () => import('@web/features/family/invitation/pages/account-choice-page'),
              },
              {
                lazy: () => import('./layouts/app-layout'),
                children: [
                  { path: 'settings', lazy: () => import('./pages/settings-page') },
                  {
                    path: 'settings/family',
                    lazy: () => import('@web/features/family/pages/family-page'),
                  },
                  {
                    lazy: async () => ({
                      Component: (await import('./guards/household-guard')).HouseholdGuard,
                    }),
                    children: [
                      {
                        path: 'dashboard',
                        lazy: () => import('./pages/dashboard-page'),
                      },
                      {
                        path: 'expenses',
                        lazy: () => import('@web/features/expenses/pages/expenses-page'),
                      },
                      {
                        path: 'accounts',
                        lazy: () => import('@web/features/accounts/pages/accounts-page'),
                      },
                      // Spec §2: /bank-accounts is the same screen as /accounts.
                      {
                        path: 'bank-accounts',
                        lazy: () => import('@web/features/accounts/pages/accounts-page'),
                      },
                      { path: 'loans', lazy: () => import('@web/features/loans/pages/loans-page') },
                      {
                        path: 'properties',
                        lazy: () => import('@web/features/properties/pages/properties-page'),
                      },
                      {
                        path: 'nido-hub',
                        lazy: () => import('@web/features/documents/pages/documents-page'),
                      },
                      {
                        path: 'investments',
                        lazy: () => import('@web/features/investments/pages/investments-page'),
                      },
                      {
                        path: 'advisors',
                        lazy: () => import('@web/features/advisors/pages/advisors-page'),
                      },
                      {
                        path: 'estate-plan',
                        lazy: () => import('@web/features/estate/pages/estate-plan-page'),
                      },
                      {
                        path: 'family-guidebook',
                        lazy: () => import('@web/features/guidebook/pages/family-guidebook-page'),
                      },
                      {
                        path: 'triggering-event',
                        lazy: () =>
                          import('@web/features/triggering-event/pages/triggering-event-page'),
                      },
                      {
                        path: 'ai-insights',
                        lazy: () => import('@web/features/ai-insights/pages/ai-insights-page'),
                      },
                      {
                        path: 'legal-wizard',
                        lazy: () => import('@web/features/legal-wizard/pages/legal-wizard-page'),
                      },
                      {
                        path: 'legal-wizard/:draftId',
                        lazy: () => import('@web/features/legal-wizard/pages/legal-draft-page'),
                      },
                    ],
                  },
                  {
                    lazy: async () => ({
                      Component: (await import('./guards/admin-guard')).AdminGuard,
                    }),
                    children: [
                      {
                        path: 'segments-admin',
                        lazy: () => import('@web/features/admin/pages/segments-admin-page'),
                      },
                      {
                        path: 'document-analysis',
                        lazy: () => import('@web/features/admin/pages/document-analysis-page'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
