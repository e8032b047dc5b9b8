import type { Context } from 'hono';
import type { AppEnv } from './http/context';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Config } from './env';
import type { Logger } from './logger';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import { createRouter } from './http/router';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { compressJson } from './http/compress-json';
import { sameOriginWrites } from './http/same-origin-writes';
import {
  AdmissionGate,
  admissionControl,
  admissionLimits,
  ifAdmittedAtOnce,
  type AdmissionLimits,
} from './http/admission-control';
import { errorBody, handleError } from './http/error-handler';
import { AppError } from './http/app-error';
import { staticWeb, type RoutePreloads } from './http/static-web';
import { createAuth, type Auth } from './auth/auth';
import { sessionContext, sessionPeek } from './auth/session-context';
import { createSessionCache } from './auth/session-cache';
import { pageDataPreloads } from './http/page-data-preloads';
import { healthRoutes } from './modules/health/routes';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/auth-service';
import { createAuthRateLimits } from './modules/auth/auth-rate-limits';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/account-service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { createOnboardingService } from './modules/onboarding/onboarding-service';
import { consentRoutes } from './modules/consent/routes';
import { createConsentService } from './modules/consent/consent-service';
import { subscriptionRoutes } from './modules/subscription/routes';
import { billingRoutes } from './modules/subscription/billing-routes';
import { adminRoutes } from './modules/admin/routes';
import type { PaymentsConfig } from './platform/payments/payments-config';
import { createSubscriptionService } from './modules/subscription/subscription-service';
import { publicIntakeRoutes } from './modules/public-intake/routes';
import { createPublicIntakeService } from './modules/public-intake/public-intake-service';
import { devMailRoutes } from './modules/dev-mail/routes';
import { LocalMailbox } from './platform/mail/local-mailbox';
import { createAccess } from './auth/access';
import { createFieldCipher } from './platform/crypto/field-encryption';
import { expenseRoutes } from './modules/expenses/routes';
import { createExpenseService } from './modules/expenses/expense-service';
import { createListAnswerCache } from './http/list-answer-cache';
import { householdRoutes } from './modules/household-routes';
import { createAssetService } from './modules/assets/asset-service';
import { createAccountLedger } from './modules/ledger/account-ledger';
import { createAccountMerges } from './modules/ledger/account-merges';
import { accountMergeRoutes } from './modules/ledger/routes';
import { createLoanService } from './modules/loans/loan-service';
import { createPropertyService } from './modules/properties/property-service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/dashboard-service';
import { createActivityLog } from './modules/family/activity-log';
import { createInvitationService } from './modules/family/invitation-service';
import { createMembershipService } from './modules/family/membership-service';
import { familyRoutes } from './modules/family/routes';
import { documentRoutes } from './modules/documents/routes';
import { createDocumentService } from './modules/documents/document-service';
import { documentTextReader } from './modules/documents/document-text';
import { createFileLinkSigner } from './modules/documents/signed-file-links';
import { fileResponsePolicy } from './modules/documents/file-route';
import { UPLOAD_PATH } from './modules/documents/upload-route';
import { BILL_UPLOAD_PATH, billRoutes } from './modules/bills/routes';
import { createBillService } from './modules/bills/bill-service';
import { createBillReader, type BillReader } from './modules/bills/extraction/extract-bill';
import { STATEMENTS_DETECT_PATH } from '@shared/statements/statement-api';
import { statementRoutes } from './modules/statements/routes';
import { createStatementService } from './modules/statements/statement-service';
import { createObligationAttachments } from './modules/documents/obligation-attachments';
import { unavailableStorage } from './modules/documents/unavailable-storage';
import type { ObjectStorage } from './platform/storage/object-storage';
import { ZAsset, ZAssetInput } from '@shared/finance/asset-schemas';
import { ZLoan, ZLoanInput } from '@shared/finance/loan-schemas';
import { ZProperty, ZPropertyInput } from '@shared/finance/property-schemas';
import { createInvestmentService } from './modules/investments/investment-service';
import { createInvestmentQuotes } from './modules/investments/investment-quotes';
import { createAiInsightsService } from './modules/ai-insights/ai-insights-service';
import { createAiEngines } from './modules/ai-insights/engines';
import type { ModelConfig } from './modules/ai-insights/model';
import { AI_REQUESTS_PER_MINUTE, aiInsightsRoutes } from './modules/ai-insights/routes';
import { createPositionsImport } from './modules/investments/positions-import';
import { investmentRoutes } from './modules/investments/routes';
import { createAdvisorService } from './modules/advisors/advisor-service';
import { createAdvisorAccess } from './modules/advisors/advisor-access';
import { advisorRoutes } from './modules/advisors/routes';
import { createPolicyService } from './modules/policies/policy-service';
import { policyRoutes } from './modules/policies/routes';
import type { QuoteProvider } from './platform/quotes/quote-provider';
import { createBinderService } from './modules/binder/binder-service';
import { binderRoutes } from './modules/binder/routes';
import { createEstatePlan } from './modules/estate/estate-plan';
import { estateRoutes } from './modules/estate/routes';
import { createEstateSummary } from './modules/estate/estate-summary';
import { estateSummaryRoutes } from './modules/estate/summary-routes';
import { createGuidebookService } from './modules/guidebook/guidebook-service';
import { guidebookRoutes } from './modules/guidebook/routes';
import { createTriggeringEventService } from './modules/triggering-event/triggering-event-service';
import { triggeringEventRoutes } from './modules/triggering-event/routes';
import { createEventPlanService } from './modules/event-plan/event-plan-service';
import { eventPlanRoutes } from './modules/event-plan/routes';
import { createLegalWizard } from './modules/legal-wizard/legal-wizard';
import { SIGNED_COPY_PATH, legalWizardRoutes } from './modules/legal-wizard/routes';
import type { DevClock } from './modules/dev-clock/dev-clock';
import { devClockRoutes } from './modules/dev-clock/routes';
import { RateLimiter } from './http/rate-limit';
import { renderFirstScreen, viewerRequest, type FirstScreenRenderer } from './http/first-screen';
import { diskSpaceWatch } from './http/disk-space-watch';
import { DiskSpaceStatus } from './platform/disk-space/disk-space-status';
import { watchMailSpace, watchStorageSpace } from './platform/disk-space/watch-disk-space';

export type AppDeps = {
  config: Pick<
    Config,
    'appUrl' | 'trustProxy' | 'nodeEnv' | 'localCountry' | 'listCacheBytes' | 'passwordHashing'
  >;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  authSecret: string;
  /** 32 bytes; seals account numbers, wraps the keys of stored files, signs file links. */
  encryptionKey: Buffer;
  /** Where document files live (encrypted); made once by main.ts, over a temp folder in tests. */
  storage?: ObjectStorage;
  /**
   * The clock of signed file links, advisors' grant expiry and investment price days (a fake
   * one in tests).
   */
  now?: () => Date;
  /** Live investment quotes (issue 13); none unless configured. */
  quotes?: QuoteProvider | null;
  /** The AI Insights chat's optional OpenAI-compatible model (issue 16); none unless configured. */
  aiModel?: ModelConfig | null;
  /** Requests per person per minute to the assistant (benchmarks lift it); 30 by default. */
  aiRequestsPerMinute?: number;
  /** Stripe (issue 18); none unless configured, and then nothing can be bought. */
  payments?: PaymentsConfig | null;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** Which hashed files each public page preloads (from the build). */
  routePreloads?: RoutePreloads;
  /** Renders the signed-in screens' first screens into their HTML (from the build, dist/ssr). */
  firstScreenRenderer?: FirstScreenRenderer;
  /** Overrides of the API's admission limits, which are otherwise sized for the database kind. */
  admission?: Partial<AdmissionLimits>;
  /** The offline bill reader (its OCR threads start on first use); one per process. */
  billReader?: BillReader;
  /**
   * NIDO_DEV_CLOCK (never in production): the clock `now` reads, which POST /dev/clock moves
   * forward for browser tests of a waiting period.
   */
  devClock?: DevClock;
  /** Whether writes fail for lack of disk space, for /api/health; made by the app when absent. */
  diskSpace?: DiskSpaceStatus;
};

const JSON_BODY_LIMIT = 1024 * 1024;

/** Sign-in and the cache of resolved sessions, shared by the API and the app pages' HTML. */
type Sessions = { auth: Auth; cache: ReturnType<typeof createSessionCache> };

function createApi(deps: AppDeps, sessions: Sessions) {
  const { config, database, mailer, logger } = deps;
  const db = database.db;
  const clock = deps.now ? { now: deps.now } : {};
  const access = createAccess(db, deps.now);
  const cipher = createFieldCipher(deps.encryptionKey);
  const activity = createActivityLog(db, deps.now);
  const household = { db, access, cipher, activity };
  const storage = deps.storage ?? unavailableStorage();
  const invitations = createInvitationService({ db, mailer, appUrl: config.appUrl, ...clock });
  const finances = {
    expenses: createExpenseService({
      ...household,
      attachments: createObligationAttachments(db, storage),
      answers: createListAnswerCache(config.listCacheBytes),
    }),
    assets: createAssetService(household),
    loans: createLoanService(household),
    properties: createPropertyService(household),
    investments: createInvestmentService({ ...household, ...clock }),
  };
  const advisors = createAdvisorService({ ...household, ...clock });
  const policies = createPolicyService(household);
  const { auth } = sessions;
  const authService = createAuthService({
    auth,
    db,
    appUrl: config.appUrl,
    limits: createAuthRateLimits(),
    invitations,
    activity,
  });

  const documents = createDocumentService({
    db,
    access,
    activity,
    storage,
    signer: createFileLinkSigner(deps.encryptionKey),
    readText: documentTextReader(logger),
    ...(deps.now ? { now: deps.now } : {}),
  });

  const bills = createBillService({
    db,
    access,
    cipher,
    documents,
    reader: deps.billReader ?? createBillReader(),
    logger,
    ...(deps.now ? { now: deps.now } : {}),
  });

  const estatePlan = createEstatePlan({ ...household, ...clock });

  const api = createRouter();
  api.use('*', sessionContext(auth, db, sessions.cache));
  return api
    .route('/', healthRoutes(database, deps.diskSpace ?? new DiskSpaceStatus()))
    .route('/', clientErrorRoutes(config))
    .route('/', authRoutes(authService, config))
    .route('/', accountRoutes(createAccountService({ auth, db }), auth, db))
    .route('/', onboardingRoutes(createOnboardingService(db)))
    .route('/', consentRoutes(createConsentService(db)))
    .route('/', subscriptionRoutes(createSubscriptionService(db, access)))
    .route('/', billingRoutes({ db, config, payments: deps.payments ?? null, ...clock }))
    .route('/', adminRoutes({ db, ...clock }))
    .route('/', publicIntakeRoutes(createPublicIntakeService(db, config.localCountry), config))
    .route('/', expenseRoutes(finances.expenses))
    .route(
      '/',
      householdRoutes(
        {
          resource: 'assets',
          listKey: 'assets',
          itemKey: 'asset',
          noun: 'financial account',
          input: ZAssetInput,
          view: ZAsset,
          csvName: 'nido-accounts.csv',
        },
        createAccountLedger({
          ...household,
          accounts: finances.assets,
          investments: finances.investments,
        }),
      ),
    )
    .route(
      '/',
      householdRoutes(
        {
          resource: 'loans',
          listKey: 'loans',
          itemKey: 'loan',
          noun: 'loan',
          input: ZLoanInput,
          view: ZLoan,
        },
        finances.loans,
      ),
    )
    .route(
      '/',
      householdRoutes(
        {
          resource: 'properties',
          listKey: 'properties',
          itemKey: 'property',
          noun: 'property',
          input: ZPropertyInput,
          view: ZProperty,
        },
        finances.properties,
      ),
    )
    .route(
      '/',
      investmentRoutes(
        finances.investments,
        createInvestmentQuotes({ db, access, activity, provider: deps.quotes ?? null, logger }),
        createPositionsImport({ db, access, activity, cipher, ...clock }),
      ),
    )
    .route(
      '/',
      advisorRoutes(advisors, createAdvisorAccess({ db, access, advisors, invitations, ...clock })),
    )
    .route('/', accountMergeRoutes(createAccountMerges(household)))
    .route('/', policyRoutes(policies))
    .route('/', guidebookRoutes(createGuidebookService(household)))
    .route('/', estateRoutes(estatePlan))
    .route('/', estateSummaryRoutes(createEstateSummary({ ...household, ...clock })))
    .route('/', dashboardRoutes(createDashboardService(finances)))
    .route('/', documentRoutes(documents))
    .route('/', billRoutes(bills))
    .route('/', statementRoutes(createStatementService({ db, access, activity, logger, ...clock })))
    .route('/', binderRoutes(createBinderService({ ...household, ...clock })))
    .route(
      '/',
      triggeringEventRoutes(
        createTriggeringEventService({
          ...household,
          mailer,
          appUrl: config.appUrl,
          logger,
          ...clock,
          // Sign-ins are stamped on real time; under the dev clock only the app's clock moves.
          ...(deps.devClock ? { sessionNow: () => new Date() } : {}),
        }),
      ),
    )
    .route('/', eventPlanRoutes(createEventPlanService({ ...household, ...clock })))
    .route(
      '/',
      legalWizardRoutes(
        createLegalWizard({
          ...household,
          ...clock,
          documents,
          instruments: estatePlan.instruments,
        }),
      ),
    )
    .route(
      '/',
      aiInsightsRoutes(
        createAiInsightsService({
          ...household,
          ...clock,
          guidebook: createGuidebookService(household),
          policies,
          expenses: finances.expenses,
          engines: createAiEngines(deps.aiModel ?? null, logger),
        }),
        new RateLimiter(deps.aiRequestsPerMinute ?? AI_REQUESTS_PER_MINUTE, 60_000),
      ),
    )
    .route(
      '/',
      familyRoutes({
        db,
        invitations,
        membership: createMembershipService(db, deps.now),
        activity,
      }),
    );
}

export type ApiRoutes = ReturnType<typeof createApi>;

/**
 * Refuses JSON bodies over 1 MB before reading them, except document, bill, statement and
 * signed-copy uploads: those routes enforce their own limits while the files stream.
 */
function jsonBodyLimit() {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
    },
  });
  return createMiddleware((c, next) => {
    // Nothing reads the body of a GET or HEAD, and asking whether there is one makes
    // @hono/node-server build the full Request object, for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const isUpload =
      c.req.path === `/api${UPLOAD_PATH}` ||
      c.req.path === `/api${BILL_UPLOAD_PATH}` ||
      c.req.path === `/api${STATEMENTS_DETECT_PATH}` ||
      SIGNED_COPY_PATH.test(c.req.path);
    return c.req.method === 'POST' && isUpload ? next() : limit(c, next);
  });
}

export function createApp(appDeps: AppDeps) {
  // Writes of documents and mail report to the disk-space status, which /api/health reads.
  const diskSpace = appDeps.diskSpace ?? new DiskSpaceStatus();
  const deps: AppDeps = {
    ...appDeps,
    diskSpace,
    mailer: watchMailSpace(appDeps.mailer, diskSpace),
    ...(appDeps.storage && { storage: watchStorageSpace(appDeps.storage, diskSpace) }),
  };
  const app = createRouter();
  app.onError(handleError);
  app.use('*', requestContext(deps.logger));
  app.use('*', diskSpaceWatch(diskSpace));
  // Outside securityHeaders, so a served file keeps its own, stricter policy.
  app.use('/api/files/*', fileResponsePolicy);
  app.use('*', securityHeaders(deps.config));
  app.use('/api/*', sameOriginWrites(deps.config.appUrl));
  app.use('/api/*', jsonBodyLimit());
  // Before the first database work; a full queue answers 503 with Retry-After.
  const admission = new AdmissionGate(admissionLimits(deps.database.kind, deps.admission));
  app.use('/api/*', admissionControl(admission));
  // Innermost: the middlewares above add headers after the route answered, and each time Hono
  // copies the body into a new Response; better a compressed body than a 2 MB one.
  app.use('/api/*', compressJson());

  const db = deps.database.db;
  const { config, mailer, logger, authSecret } = deps;
  const auth = createAuth({
    db,
    appUrl: config.appUrl,
    authSecret,
    mailer,
    logger,
    passwordHashing: config.passwordHashing,
  });
  const sessions: Sessions = {
    auth,
    cache: createSessionCache(db, { changes: deps.database.accessChanges }),
  };
  app.route('/api', createApi(deps, sessions));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nido API',
      version: '1',
      description:
        'The HTTP API of Nido. Errors share one shape: { "error": { "code", "message", "fields"? } }. ' +
        'Any route may answer 503 (code UNAVAILABLE) with a Retry-After header when the server is at capacity. ' +
        'While payment is required, household routes answer 402 (code SUBSCRIPTION_REQUIRED) to a household without an active plan, except its exports.',
    },
  });
  app.all('/api/*', (c) => c.json(errorBody(c, 'NOT_FOUND', 'No such API route.'), 404));
  if (appDeps.mailer instanceof LocalMailbox && deps.config.nodeEnv !== 'production') {
    app.route('/', devMailRoutes(appDeps.mailer));
  }
  if (deps.devClock && deps.config.nodeEnv !== 'production') {
    app.route('/', devClockRoutes(deps.devClock, deps.config.appUrl));
  }
  if (deps.webRoot) {
    const viewer = sessionPeek(auth, db, sessions.cache);
    // The page's session read shares the API's slots but never waits for one: at capacity the
    // page goes out without preloads, and the app's own reads queue like any request.
    const pageData = (c: Context<AppEnv>) =>
      pageDataPreloads(c.req.path, () => ifAdmittedAtOnce(admission, () => viewer(c), null));
    const renderer = deps.firstScreenRenderer;
    const firstScreens = renderer && {
      paths: renderer.paths,
      // Through the API itself, as the browser would ask: same routes, same authorization.
      render: (c: Context<AppEnv>, urls: readonly string[]) =>
        renderFirstScreen(renderer.render, c.req.path, c.req.header('cookie') ?? '', urls, (url) =>
          app.fetch(viewerRequest(c, url), c.env),
        ),
    };
    app.route('/', staticWeb(deps.webRoot, deps.routePreloads, pageData, firstScreens));
  }
  return app;
}

export type AppType = ApiRoutes;
