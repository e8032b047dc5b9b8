import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
import { legalKeys } from '../api/legal-keys';
import { legalApi } from '../testing/legal-api.test-helper';
import { DRAFT_ID, OWNER, PDF_ID, firstWillVersion, legalDraft } from '../testing/legal-fixtures';
import { EstateCardWizardNote } from './estate-card-wizard-note';

const INSTRUMENT = '40000000-0000-4000-8000-0000000000c1';
const GENERATED = legalDraft({
  instrumentIds: [INSTRUMENT],
  versions: [firstWillVersion('2026-11-25T16:30:00.000Z')],
});

function renderNote(props: Parameters<typeof EstateCardWizardNote>[0]) {
  return renderRoutes([{ path: '/estate-plan', element: <EstateCardWizardNote {...props} /> }], {
    at: '/estate-plan',
    signedInAs: sessionUser({ id: OWNER }),
  });
}

/** The drafts have arrived and been rendered: a note that is absent now is absent for good. */
async function draftsLoaded(view: ReturnType<typeof renderNote>) {
  await waitFor(() =>
    expect(view.queryClient.getQueryState(legalKeys.drafts([OWNER]))?.status).toBe('success'),
  );
}

describe('the estate plan card’s Legal Wizard note', () => {
  it('says a document from the wizard is an unsigned draft, with the way back to it', async () => {
    legalApi(GENERATED);
    renderNote({ kind: 'will', instrumentIds: [INSTRUMENT], canCreate: true });
    expect(await screen.findByText(/Unsigned draft from the Legal Wizard/)).toBeVisible();
    expectLinkTo(screen, 'Continue it in the Legal Wizard', `/legal-wizard/${DRAFT_ID}`);
  });

  it('says nothing more once the signed copy is uploaded', async () => {
    legalApi({ ...GENERATED, signedDocumentId: PDF_ID });
    const view = renderNote({ kind: 'will', instrumentIds: [INSTRUMENT], canCreate: true });
    await draftsLoaded(view);
    expect(screen.queryByText(/Unsigned draft/)).toBeNull();
  });

  it('offers to write the document on an empty card, the directive for both of its cards', async () => {
    legalApi(legalDraft({ kind: 'hipaa', versions: [] }), {
      overrides: { 'GET /api/legal-wizard/drafts': () => [] },
    });
    renderNote({ kind: 'living_will', instrumentIds: [], canCreate: true });
    expect(
      await screen.findByRole('link', { name: 'Create with the Legal Wizard' }),
    ).toHaveAttribute('href', '/legal-wizard?start=healthcare_directive');
  });

  it('offers nothing to a viewer, nor on a card the wizard does not write', async () => {
    legalApi(legalDraft(), { overrides: { 'GET /api/legal-wizard/drafts': () => [] } });
    const view = renderNote({ kind: 'will', instrumentIds: [], canCreate: false });
    await draftsLoaded(view);
    expect(screen.queryByRole('link')).toBeNull();
    view.unmount();
    renderNote({ kind: 'trust', instrumentIds: [], canCreate: true });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
