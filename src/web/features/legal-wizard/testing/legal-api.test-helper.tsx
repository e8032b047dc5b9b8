import type { TLegalCheck, TLegalDraft, TSaveLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { ownSource } from '@test/web/data-sources';
import { renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { Component as LegalDraftPage } from '../pages/legal-draft-page';
import { Component as LegalWizardPage } from '../pages/legal-wizard-page';
import { CHOICES, OWNER, generatedPdfId } from './legal-fixtures';

/**
 * The Legal Wizard's API over one draft in memory: a save replaces its step and answers (parsed
 * as the server does), the checks answer what the test gives, and generating adds a version.
 */
export function legalApi(
  initial: TLegalDraft,
  {
    checks = [],
    overrides = {},
  }: { checks?: TLegalCheck[]; overrides?: Record<string, Handler> } = {},
) {
  let draft = initial;
  const path = `/api/legal-wizard/drafts/${initial.id}`;
  const api = fakeApi({
    'GET /api/legal-wizard/drafts': () => [draft],
    [`GET ${path}`]: () => draft,
    [`PATCH ${path}`]: (body) => {
      const input = body as TSaveLegalDraft;
      draft = {
        ...draft,
        step: input.step,
        answers: LEGAL_ANSWER_SCHEMAS[draft.kind].parse(input.answers),
        updatedAt: '2026-11-26T09:14:00.000Z',
      };
      return draft;
    },
    [`GET ${path}/checks`]: () => checks,
    [`POST ${path}/generate`]: (body) => {
      const { replaceCurrent } = body as { replaceCurrent: boolean };
      const version = draft.versions.length + 1;
      draft = {
        ...draft,
        versions: [
          ...draft.versions.map((each) => ({
            ...each,
            current: replaceCurrent ? false : each.current,
          })),
          {
            version,
            documentId: generatedPdfId(version),
            documentName: `Last will and testament of ${draft.principalName} (v${version})`,
            generatedAt: '2026-11-26T09:15:00.000Z',
            current: replaceCurrent || version === 1,
          },
        ],
      };
      return json(201, { draft, documentId: generatedPdfId(version), version, renderMs: 120 });
    },
    'GET /api/legal-wizard/choices': () => CHOICES,
    'GET /api/family/sources': () => ({
      sources: [ownSource(OWNER)],
    }),
    'GET /api/onboarding': () => ({
      step: 2,
      householdName: null,
      homeState: 'CA',
      priorities: [],
      completedAreas: [],
      startedAt: '2026-01-01T00:00:00.000Z',
      completedAt: '2026-01-01T00:00:00.000Z',
    }),
    ...overrides,
  });
  return { ...api, current: () => draft };
}

/** The wizard's two screens, signed in as Maria (the household's owner), starting at `at`. */
export function renderWizard(at: string) {
  return renderRoutes(
    [
      { path: '/legal-wizard', element: <LegalWizardPage /> },
      { path: '/legal-wizard/:draftId', element: <LegalDraftPage /> },
    ],
    { at, signedInAs: sessionUser({ id: OWNER }) },
  );
}
