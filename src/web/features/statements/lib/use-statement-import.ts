import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  TDetectedSeries,
  TStatementFileOutcome,
  TStatementsDetectResponse,
} from '@shared/statements/statement-api';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { errorMessage } from '@web/lib/api-error';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { detectStatements } from '../api/detect-statements';
import { addFiles, type RefusedFile } from './chosen-files';
import { incomeChoices, type IncomeChoice } from './income-choices';
import { isOffered } from './review-groups';
import { draftFromSeries, type SeriesDraft } from './series-draft';

/** Choosing files, waiting for them to be read, then the outcomes and the review. */
export type ImportPhase = 'choosing' | 'reading' | 'read';

/** What the readings so far found, in the order they came. */
type Found = {
  outcomes: TStatementFileOutcome[];
  series: TDetectedSeries[];
  drafts: SeriesDraft[];
  /** The pay found, ticked to be kept as the household's income. */
  income: IncomeChoice[];
};

const NOTHING_FOUND: Found = { outcomes: [], series: [], drafts: [], income: [] };

/** A reading given up (the dialog closed, or read again): nothing to say about it. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * An answer added to what was found: a file read again (with its columns mapped) replaces its
 * outcome, and its series join the others. Keys are only unique within one answer, so each is
 * prefixed with the reading it came from.
 */
function withAnswer(found: Found, answer: TStatementsDetectResponse, reading: number): Found {
  const answered = new Set(answer.files.map((outcome) => outcome.fileName));
  const series = answer.series.map((item) => ({ ...item, key: `${reading}:${item.key}` }));
  return {
    outcomes: [
      ...found.outcomes.filter((outcome) => !answered.has(outcome.fileName)),
      ...answer.files,
    ],
    series: [...found.series, ...series],
    drafts: [
      ...found.drafts,
      ...series.filter(isOffered).map((item) => draftFromSeries(item, item.key)),
    ],
    income: [...found.income, ...incomeChoices(series)],
  };
}

/**
 * The statements chosen and what reading them gave. The files go to the household the bills
 * would be added to; closing the dialog abandons a reading under way.
 */
export function useStatementImport() {
  const { addTarget } = useHouseholdPermissions();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('choosing');
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<Found>(NOTHING_FOUND);
  /** The file being read again with its columns mapped, and why the last try could not be sent. */
  const [remapping, setRemapping] = useState<string | null>(null);
  const [remapProblem, setRemapProblem] = useState<{ fileName: string; message: string } | null>(
    null,
  );
  const readings = useRef(0);
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const send = useCallback(
    async (sent: readonly File[], mappings: Record<string, TCsvMapping>) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const answer = await detectStatements(sent, mappings, addTarget, controller.signal);
      readings.current += 1;
      return { answer, reading: readings.current };
    },
    [addTarget],
  );

  const add = useCallback(
    (picked: readonly File[]) => {
      const next = addFiles(files, picked);
      setFiles(next.files);
      setRefused(next.refused);
      setProblem(null);
    },
    [files],
  );

  const remove = useCallback((name: string) => {
    setFiles((current) => current.filter((file) => file.name !== name));
    setRefused([]);
  }, []);

  const read = useCallback(async () => {
    setPhase('reading');
    setProblem(null);
    try {
      const { answer, reading } = await send(files, {});
      setFound(withAnswer(NOTHING_FOUND, answer, reading));
      setPhase('read');
    } catch (error) {
      if (isAbort(error)) return;
      setProblem(errorMessage(error));
      setPhase('choosing');
    }
  }, [files, send]);

  const readWithMapping = useCallback(
    async (fileName: string, mapping: TCsvMapping) => {
      const file = files.find((candidate) => candidate.name === fileName);
      if (!file) return;
      setRemapping(fileName);
      setRemapProblem(null);
      try {
        const { answer, reading } = await send([file], { [fileName]: mapping });
        setFound((current) => withAnswer(current, answer, reading));
      } catch (error) {
        if (isAbort(error)) return;
        setRemapProblem({ fileName, message: errorMessage(error) });
      } finally {
        setRemapping(null);
      }
    },
    [files, send],
  );

  const changeDraft = useCallback((draft: SeriesDraft) => {
    setFound((current) => ({
      ...current,
      drafts: current.drafts.map((item) => (item.key === draft.key ? draft : item)),
    }));
  }, []);

  const changeIncome = useCallback((choice: IncomeChoice) => {
    setFound((current) => ({
      ...current,
      income: current.income.map((item) => (item.key === choice.key ? choice : item)),
    }));
  }, []);

  /** Pay kept leaves the review, as saved bills do. */
  const forgetKeptIncome = useCallback(() => {
    setFound((current) => ({ ...current, income: current.income.filter((item) => !item.keep) }));
  }, []);

  /** What was saved leaves the review; what failed stays, with its reason, to try again. */
  const forgetSaved = useCallback((savedKeys: readonly string[]) => {
    const saved = new Set(savedKeys);
    setFound((current) => ({
      ...current,
      drafts: current.drafts.filter((draft) => !saved.has(draft.key)),
    }));
  }, []);

  const startOver = useCallback(() => {
    run.current?.abort();
    setFiles([]);
    setRefused([]);
    setProblem(null);
    setFound(NOTHING_FOUND);
    setRemapProblem(null);
    setPhase('choosing');
  }, []);

  return {
    files,
    refused,
    phase,
    problem,
    ...found,
    remapping,
    remapProblem,
    add,
    remove,
    read,
    readWithMapping,
    changeDraft,
    changeIncome,
    forgetSaved,
    forgetKeptIncome,
    startOver,
  };
}

export type StatementImport = ReturnType<typeof useStatementImport>;
