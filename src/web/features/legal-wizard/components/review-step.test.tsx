import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TLegalCheck, TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_STEPS } from '@shared/legal/legal-kinds';
import { GENERAL_RULES_NOTICE, STATE_RULES, isVerified } from '@shared/legal/state-rules';
import { expectLinkTo } from '@test/web/expect-link';
import { REVIEW_AUTOSAVE_DELAY_MS } from '../lib/use-review-autosave';
import { offline } from '@test/web/fake-api';
import { legalApi, renderWizard } from '../testing/legal-api.test-helper';
import {
  DRAFT_ID,
  check,
  firstWillVersion,
  generatedPdfId,
  legalDraft,
} from '../testing/legal-fixtures';

const AT = `/legal-wizard/${DRAFT_ID}`;
const SAVE = `PATCH /api/legal-wizard/drafts/${DRAFT_ID}`;
const GENERATE = `POST /api/legal-wizard/drafts/${DRAFT_ID}/generate`;
const CHECKS = `GET /api/legal-wizard/drafts/${DRAFT_ID}/checks`;
// The will's last step, wherever new steps come before it.
const REVIEW = LEGAL_STEPS.will.length - 1;

const PASSED = check({ id: 'principal', title: 'Your name and state are filled in', step: 0 });
const NO_RESIDUARY = check({ ok: false, title: 'Name someone to receive everything else' });
const NO_ALTERNATE = check({
  id: 'alternates',
  severity: 'warning',
  ok: false,
  title: 'Name an alternate executor',
  explanation: 'If your executor cannot serve, a court chooses someone.',
  step: 3,
});

/** The first state and document whose signing rules are still the general ones. */
function unverifiedSection() {
  const sections = [
    ['will', 'will'],
    ['financial_poa', 'poa'],
    ['healthcare_directive', 'directive'],
  ] as const;
  for (const [kind, section] of sections) {
    const rules = STATE_RULES.find((each) => !isVerified(each[section]));
    if (rules) return { kind, rules };
  }
  throw new Error('Every section of every state is verified: this test needs another case');
}

describe('the review step', () => {
  it('lists the checks, problems first, and "Fix this" saves and opens the step that fixes it', async () => {
    const api = legalApi(
      legalDraft({ step: REVIEW, answers: { executor: { name: 'Ana Lopez' } as never } }),
      { checks: [PASSED, NO_ALTERNATE, NO_RESIDUARY] },
    );
    renderWizard(AT);
    const error = await screen.findByText('Name someone to receive everything else');
    const items = within(error.closest('ul') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Needs fixing: Name someone to receive everything else',
      'Warning: Name an alternate executor',
      'Done: Your name and state are filled in',
    ]);
    expect(items[0]).toHaveTextContent('passes as if there were no will');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    // The answers are summarised, each step with its way back.
    expect(screen.getByRole('button', { name: 'Edit Executor' })).toBeVisible();
    expect(screen.getByText('Ana Lopez')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create document' })).toBeDisabled();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Fix this: Name someone to receive everything else (Everything else)',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Everything else' })).toBeVisible();
    expect(api.bodiesOf(SAVE)).toEqual([expect.objectContaining({ step: 5 })]);
  });

  it('creates the document when only warnings remain, then offers the PDF, the estate plan and the signed copy', async () => {
    const api = legalApi(legalDraft({ step: REVIEW }), { checks: [PASSED, NO_ALTERNATE] });
    renderWizard(AT);
    const create = await screen.findByRole('button', { name: 'Create document' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    const heading = await screen.findByRole('heading', { name: 'Your document' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.bodiesOf(SAVE)).toEqual([expect.objectContaining({ step: REVIEW })]);
    expect(api.bodiesOf(GENERATE)).toEqual([{ replaceCurrent: true }]);
    const versions = screen.getByRole('list', { name: 'Versions' });
    expect(within(versions).getByText('On your estate plan')).toBeVisible();
    expect(
      within(versions).getByRole('link', { name: 'Open version 1 (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', `/api/documents/${generatedPdfId(1)}/open`);
    expect(within(versions).getByRole('button', { name: 'Download version 1' })).toBeVisible();
    expectLinkTo(screen, 'See it on your estate plan', '/estate-plan#will');
    expect(screen.getByRole('button', { name: 'Upload the signed copy' })).toBeVisible();
    expect(screen.getByLabelText('Signed copy')).toBeVisible();
  });

  it('asks whether a new version replaces the one on the estate plan', async () => {
    const api = legalApi(
      legalDraft({
        step: REVIEW,
        versions: [firstWillVersion('2026-11-25T10:00:00.000Z')],
      }),
      { checks: [PASSED] },
    );
    renderWizard(AT);
    const choice = await screen.findByRole('radiogroup', {
      name: 'You already made a version of this document',
    });
    await userEvent.click(
      within(choice).getByRole('radio', { name: 'Keep it as another version' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create document' }));

    await waitFor(() => expect(api.bodiesOf(GENERATE)).toEqual([{ replaceCurrent: false }]));
    const versions = await screen.findByRole('list', { name: 'Versions' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(versions).getAllByRole('listitem')[1]).toHaveTextContent('On your estate plan');
  });

  it('shows the state’s signing steps, marked as general rules where the state is not verified', async () => {
    // The rules table grows state by state: take a section still on the general rules, and a
    // will section read from its statute.
    const general = unverifiedSection();
    legalApi(
      legalDraft({
        kind: general.kind,
        step: LEGAL_STEPS[general.kind].length - 1,
        state: general.rules.code,
      }),
      { checks: [PASSED] },
    );
    const view = renderWizard(AT);
    expect(await screen.findByText(new RegExp(`in ${general.rules.name}$`))).toBeVisible();
    expect(screen.getAllByText(GENERAL_RULES_NOTICE)[0]).toBeVisible();
    view.unmount();

    legalApi(legalDraft({ step: REVIEW, state: 'CA' }), { checks: [PASSED] });
    renderWizard(AT);
    expect(await screen.findByText('How to sign your will in California')).toBeVisible();
    expect(screen.queryByText(GENERAL_RULES_NOTICE)).toBeNull();
    expect(screen.getByText(/^Source: Cal\. Prob\. Code/)).toBeVisible();
  });
});

// Issue 37: an edit on the review step was neither saved nor re-checked, so Create stayed
// disabled on a stale failure and a reload lost the edit.
describe('the review step’s witnesses', () => {
  const BENEFICIARY = 'Luis Rivera';
  const CLEARED = 'Choose witnesses who receive nothing under the will';
  const REFUSED = `${BENEFICIARY} cannot witness: they receive something under the will`;

  /** The server's witness check, run on the answers as last saved (as the real one is). */
  function witnessCheck(draft: TLegalDraft): TLegalCheck {
    const witnesses = (draft.answers as { witnesses: { name: string | null }[] }).witnesses;
    const refused = witnesses.some((witness) => witness.name === BENEFICIARY);
    return check({
      id: 'witness_beneficiary',
      ok: !refused,
      title: refused ? REFUSED : CLEARED,
      step: REVIEW,
    });
  }

  /** A will at its review with `witnesses`, whose checks follow the saved answers. */
  function willAtReview(witnesses: { name: string }[]) {
    const api = legalApi(legalDraft({ step: REVIEW, answers: { witnesses } }), {
      overrides: { [CHECKS]: () => [PASSED, witnessCheck(api.current())] },
    });
    return api;
  }

  /** A check's line as a screen reader reads it ("Needs fixing: …"). */
  const checkLine = (text: string) =>
    screen.findByText(
      (_content, element) => element?.tagName === 'P' && element.textContent === text,
    );

  const witnessesOf = (body: unknown) =>
    (body as { answers: { witnesses: { name: string | null }[] } }).answers.witnesses.map(
      (witness) => witness.name,
    );

  it('saves a witness a moment after the typing stops, re-runs the checks, and Create enables once they pass', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const api = willAtReview([{ name: BENEFICIARY }]);
    renderWizard(AT);
    expect(await checkLine(`Needs fixing: ${REFUSED}`)).toBeVisible();
    const create = screen.getByRole('button', { name: 'Create document' });
    expect(create).toBeDisabled();

    const first = screen.getByRole('textbox', { name: 'First witness' });
    await user.clear(first);
    await user.type(first, 'Tom Reed');
    expect(first).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS);
    });

    expect(await checkLine(`Done: ${CLEARED}`)).toBeVisible();
    await waitFor(() => expect(create).toBeEnabled());
    const saves = api.bodiesOf(SAVE);
    expect(saves.at(-1)).toMatchObject({ step: REVIEW });
    expect(witnessesOf(saves.at(-1))).toEqual(['Tom Reed', null]);
    expect(api.callsTo(CHECKS).length).toBeGreaterThan(1);
    expect(screen.queryByText(REFUSED)).toBeNull();

    // Back to the beneficiary: the check fails again and Create is disabled again.
    await user.clear(first);
    await user.type(first, BENEFICIARY);
    act(() => {
      vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS);
    });
    expect(await checkLine(`Needs fixing: ${REFUSED}`)).toBeVisible();
    await waitFor(() => expect(create).toBeDisabled());
  });

  it('saves a witness at once when the field is left', async () => {
    const user = userEvent.setup();
    const api = willAtReview([]);
    renderWizard(AT);
    const first = await screen.findByRole('textbox', { name: 'First witness' });
    await user.type(first, 'Tom Reed');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Second witness' })).toHaveFocus();
    // The second witness is typed before the first field's timer could have run out: only
    // leaving the first field can have saved it on its own.
    await user.type(screen.getByRole('textbox', { name: 'Second witness' }), 'Kim Park');
    await waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(2));
    expect(api.bodiesOf(SAVE).map(witnessesOf)).toEqual([
      ['Tom Reed', null],
      ['Tom Reed', 'Kim Park'],
    ]);
    expect(await screen.findByText(/^Saved /)).toBeVisible();
  });

  it('Create saves the witness just typed before making the document, and nothing is saved after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const api = willAtReview([]);
    renderWizard(AT);
    const create = await screen.findByRole('button', { name: 'Create document' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'First witness' }), 'Tom Reed');
    await user.click(create);

    expect(await screen.findByRole('heading', { name: 'Your document' })).toBeVisible();
    const route = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
    const lastSave = api.calls.map(route).lastIndexOf(SAVE);
    expect(lastSave).toBeGreaterThanOrEqual(0);
    expect(api.calls.map(route).indexOf(GENERATE)).toBeGreaterThan(lastSave);
    expect(witnessesOf(api.calls[lastSave]!.body)).toEqual(['Tom Reed', null]);
    const saved = api.bodiesOf(SAVE).length;
    act(() => {
      vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS * 2);
    });
    expect(api.bodiesOf(SAVE)).toHaveLength(saved);
  });

  // Issue 37 item 5, review: an edit lost when the page went away, a save refused without a word,
  // and the autosave's PATCH sent alongside Back's or Create's.
  describe('never lost, never silent, never alongside another save', () => {
    const route = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

    /** Holds every save until `release`, counting the saves started and those under way at once. */
    function holdSaves() {
      const answer = globalThis.fetch;
      let holding = true;
      let waiting: Array<() => void> = [];
      let started = 0;
      let underWay = 0;
      let most = 0;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method !== 'PATCH') return answer(input, init);
        started += 1;
        underWay += 1;
        most = Math.max(most, underWay);
        try {
          if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
          return await answer(input, init);
        } finally {
          underWay -= 1;
        }
      });
      return {
        started: () => started,
        most: () => most,
        release: () => {
          holding = false;
          waiting.forEach((resolve) => resolve());
          waiting = [];
        },
      };
    }

    function fakeClock() {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    }

    it('saves what was typed when the step goes away before the typing pause ends', async () => {
      const user = fakeClock();
      const api = willAtReview([]);
      const view = renderWizard(AT);
      const first = await screen.findByRole('textbox', { name: 'First witness' });
      await user.type(first, 'Tom Reed');
      // Still in the field (no blur), and the pause has not ended: only the unmount saves it.
      expect(first).toHaveFocus();
      expect(api.bodiesOf(SAVE)).toEqual([]);
      view.unmount();

      await waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(1));
      expect(api.bodiesOf(SAVE)[0]).toMatchObject({ step: REVIEW });
      expect(witnessesOf(api.bodiesOf(SAVE)[0])).toEqual(['Tom Reed', null]);
    });

    it.each([
      [
        'the page is left or reloaded (pagehide)',
        () => window.dispatchEvent(new Event('pagehide')),
      ],
      [
        'the tab is hidden (visibilitychange)',
        () => {
          const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
          onTestFinished(() => hidden.mockRestore());
          document.dispatchEvent(new Event('visibilitychange'));
        },
      ],
    ])('saves what was typed at once when %s', async (_when, goAway) => {
      const user = fakeClock();
      const api = willAtReview([]);
      renderWizard(AT);
      const first = await screen.findByRole('textbox', { name: 'First witness' });
      await user.type(first, 'Tom Reed');
      expect(api.bodiesOf(SAVE)).toEqual([]);
      const clock = Date.now();
      await act(async () => {
        goAway();
        await vi.waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(1));
      });
      // Sent before the pause after the typing could have run out.
      expect(Date.now() - clock).toBeLessThan(REVIEW_AUTOSAVE_DELAY_MS);
      expect(witnessesOf(api.bodiesOf(SAVE)[0])).toEqual(['Tom Reed', null]);
    });

    it('says on the review step why a witness was not saved when a field of another step fails, and opens that step', async () => {
      const user = fakeClock();
      const draft = legalDraft({ step: REVIEW });
      // Saved before the limit existed: the form refuses the whole save on the Executor step.
      const tooLongName = 'A'.repeat(201);
      const api = legalApi(
        { ...draft, answers: { ...draft.answers, executor: { name: tooLongName } } as never },
        { checks: [PASSED] },
      );
      renderWizard(AT);
      await user.type(await screen.findByRole('textbox', { name: 'First witness' }), 'Tom Reed');
      act(() => {
        vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS);
      });

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(
        'Not saved: Executor: The name is too long: use at most 200 characters. Your answers are still here.',
      );
      expect(api.bodiesOf(SAVE)).toEqual([]);
      await user.click(within(notice).getByRole('button', { name: 'Open Executor' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Executor' })).toBeVisible();
      expect(
        screen.getAllByText('The name is too long: use at most 200 characters')[0],
      ).toBeVisible();
      expect(api.bodiesOf(SAVE)).toEqual([]);
    });

    it('says why a witness was not saved when the save fails, and tries again at the next change', async () => {
      const user = fakeClock();
      const api = willAtReview([]);
      const answer = globalThis.fetch;
      let refused = 0;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method === 'PATCH' && refused === 0) {
          refused += 1;
          return offline(undefined, init);
        }
        return answer(input, init);
      });
      renderWizard(AT);
      const first = await screen.findByRole('textbox', { name: 'First witness' });
      await user.type(first, 'Tom Reed');
      act(() => {
        vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Not saved: Could not reach Nido. Please check your connection and try again. Your answers are still here.',
      );
      expect(api.bodiesOf(SAVE)).toEqual([]);

      await user.type(first, ' Jr');
      act(() => {
        vi.advanceTimersByTime(REVIEW_AUTOSAVE_DELAY_MS);
      });
      await waitFor(() => expect(api.bodiesOf(SAVE)).toHaveLength(1));
      expect(witnessesOf(api.bodiesOf(SAVE)[0])).toEqual(['Tom Reed Jr', null]);
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('saves a witness typed while Back saves after Back’s save, with the step Back opened', async () => {
      const user = fakeClock();
      const api = willAtReview([]);
      renderWizard(AT);
      const first = await screen.findByRole('textbox', { name: 'First witness' });
      const saves = holdSaves();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(saves.started()).toBe(1));
      await user.type(first, 'Tom Reed');
      // The pause runs out while the save is held; its promises run too, so a save started then
      // would be counted here.
      await act(() => vi.advanceTimersByTimeAsync(REVIEW_AUTOSAVE_DELAY_MS * 2));
      expect(saves.started()).toBe(1);

      saves.release();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Final arrangements' }),
      ).toBeVisible();
      await waitFor(() => expect(witnessesOf(api.current() as never)).toEqual(['Tom Reed', null]));
      expect(api.current().step).toBe(REVIEW - 1);
      expect(api.bodiesOf(SAVE).map((body) => (body as { step: number }).step)).toEqual(
        api.bodiesOf(SAVE).map(() => REVIEW - 1),
      );
      expect(saves.most()).toBe(1);
    });

    it('Create makes the document with a witness typed while its save was under way, never alongside it', async () => {
      const user = fakeClock();
      const api = willAtReview([]);
      renderWizard(AT);
      const create = await screen.findByRole('button', { name: 'Create document' });
      await waitFor(() => expect(create).toBeEnabled());
      const saves = holdSaves();
      await user.click(create);
      await waitFor(() => expect(saves.started()).toBe(1));
      await user.type(screen.getByRole('textbox', { name: 'First witness' }), 'Tom Reed');
      // The pause runs out while the save is held; its promises run too, so a save started then
      // would be counted here.
      await act(() => vi.advanceTimersByTimeAsync(REVIEW_AUTOSAVE_DELAY_MS * 2));
      expect(saves.started()).toBe(1);

      saves.release();
      expect(await screen.findByRole('heading', { name: 'Your document' })).toBeVisible();
      const routes = api.calls.map(route);
      const lastSave = routes.lastIndexOf(SAVE);
      expect(routes.indexOf(GENERATE)).toBeGreaterThan(lastSave);
      expect(witnessesOf(api.calls[lastSave]!.body)).toEqual(['Tom Reed', null]);
      expect(saves.most()).toBe(1);
    });
  });
});
