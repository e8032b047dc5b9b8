/**
 * What a household keeps while payment is required and it has no plan (issue 35;
 * docs/ARCHITECTURE.md "Payments and the payment switch"). Every other route that would answer
 * 2xx answers 402 SUBSCRIPTION_REQUIRED to the people of such a household (paywall-matrix.test.ts).
 */
export const OPEN_WITHOUT_PLAN = new Set([
  // The person's own account: profile, security, onboarding (before the plan is chosen), consent.
  'PATCH /api/account/profile',
  'POST /api/account/email',
  'POST /api/account/password',
  'POST /api/account/two-factor/setup',
  'POST /api/account/two-factor/confirm',
  'POST /api/account/two-factor/disable',
  'POST /api/account/two-factor/backup-codes',
  'GET /api/account/sessions',
  'POST /api/account/sessions/revoke-others',
  'DELETE /api/account',
  'POST /api/account/upgrade',
  'GET /api/onboarding',
  'PUT /api/onboarding',
  'POST /api/onboarding/complete',
  'PUT /api/onboarding/areas/:area',
  'GET /api/consent',
  'PUT /api/consent/:consentType',
  'POST /api/consent/import',
  // Reading the plan and buying one.
  'GET /api/subscription',
  'GET /api/subscription/billing',
  'POST /api/subscription/checkout',
  'POST /api/subscription/portal',
  'GET /api/subscription/checkout/:sessionId',
  // Admin screens (the role, not a household).
  'GET /api/admin/payment-setting',
  'PUT /api/admin/payment-setting',
  'GET /api/admin/segments',
  'GET /api/admin/segments.csv',
  'GET /api/admin/document-analysis',
  'POST /api/admin/trigger-events/:id/reverse',
  // Whether live quotes are configured: a setting of the server, no household's data.
  'GET /api/investments/quotes',
  // Exports: a household that stops paying can still take its data out.
  'GET /api/expenses/export',
  'GET /api/assets/export',
  'GET /api/loans/export',
  'GET /api/investments/export',
  'GET /api/policies/export',
  'GET /api/binder',
  'GET /api/documents',
  'POST /api/documents/:id/link',
  'GET /api/documents/:id/open',
  // Who may see the household (sending or resending an invitation keeps its own rule: an active
  // plan).
  'GET /api/family',
  'GET /api/family/activity',
  'GET /api/family/sources',
  'POST /api/family/invitations/accept',
  'DELETE /api/family/invitations/:id',
  'PATCH /api/family/members/:userId',
  'DELETE /api/family/members/:userId',
  'DELETE /api/family/households/:ownerId',
  'DELETE /api/advisors/:id/access',
  'PUT /api/advisors/:id/access/scope',
  // Safety: a family can always report a death or incapacity, and an owner always sees and stops
  // a report about them, and removes an unlocker.
  'GET /api/triggering-event',
  'POST /api/triggering-event/events',
  'DELETE /api/triggering-event/contacts/:id',
  'POST /api/triggering-event/events/:id/stop',
  'POST /api/triggering-event/events/:id/relock',
]);
