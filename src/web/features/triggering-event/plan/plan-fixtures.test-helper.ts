import type {
  TEventPlan,
  TEventTask,
  TExecutorLog,
  TLogEntry,
  TRunway,
} from '@shared/triggering-event/plan-schemas';

/** Ids as the server sends them (UUIDs), named for what they are. */
export const IDS = {
  owner: '10000000-0000-4000-8000-000000000001',
  executor: '10000000-0000-4000-8000-000000000002',
  sister: '10000000-0000-4000-8000-000000000003',
  event: '20000000-0000-4000-8000-000000000001',
  secureHome: '30000000-0000-4000-8000-000000000001',
  deathCertificates: '30000000-0000-4000-8000-000000000002',
  creditBureau: '30000000-0000-4000-8000-000000000003',
  netflix: '30000000-0000-4000-8000-000000000004',
  gym: '30000000-0000-4000-8000-000000000005',
  finalReturn: '30000000-0000-4000-8000-000000000006',
  einTask: '30000000-0000-4000-8000-000000000007',
  logEntry: '40000000-0000-4000-8000-000000000001',
  deathCertificate: '50000000-0000-4000-8000-000000000001',
  statement: '50000000-0000-4000-8000-000000000002',
};

export function task(overrides: Partial<TEventTask>): TEventTask {
  return {
    id: null,
    templateKey: 'task',
    stage: 'first_days',
    title: 'A task',
    detail: null,
    facts: [],
    sources: [],
    dueOn: '2099-01-01',
    dueRuleText: '3 days after the date of death',
    dueOverride: null,
    subjectKind: null,
    subjectId: null,
    letterKind: null,
    letterOptions: [],
    status: 'open',
    decision: null,
    needsDecision: false,
    autoPay: false,
    assigneeUserId: null,
    assigneeName: null,
    notes: null,
    documents: [],
    completedAt: null,
    ...overrides,
  };
}

/** A plan as the server answers it, stages deliberately out of order. */
export function planTasks(): TEventTask[] {
  return [
    task({
      id: IDS.finalReturn,
      templateKey: 'final_1040',
      stage: 'later',
      title: 'File the final Form 1040',
      dueOn: '2099-04-15',
      dueRuleText: 'April 15 of the year after the death',
      sources: [{ label: 'IRS Publication 559', url: 'https://www.irs.gov/publications/p559' }],
    }),
    task({
      id: IDS.einTask,
      templateKey: 'form_56',
      stage: 'later',
      title: 'File IRS Form 56',
      dueOn: null,
      dueRuleText: 'After: Get an EIN for the estate',
    }),
    task({
      id: IDS.secureHome,
      templateKey: 'secure_property',
      title: 'Secure 12 Oak Street',
      dueOn: '2020-01-04',
      facts: [
        { label: 'Address', value: '12 Oak Street, Springfield', href: null },
        { label: 'Record', value: 'Open in Properties', href: '/properties' },
      ],
      assigneeUserId: IDS.executor,
      assigneeName: 'Lucas Rivera',
    }),
    task({
      id: IDS.deathCertificates,
      templateKey: 'death_certificates',
      title: 'Order certified death certificates',
      status: 'done',
      completedAt: '2026-01-05T10:00:00.000Z',
    }),
    task({
      id: IDS.creditBureau,
      templateKey: 'credit_bureau',
      stage: 'first_month',
      title: 'Notify a credit bureau',
      letterKind: 'credit_bureau',
      letterOptions: [
        { key: 'equifax', label: 'Equifax' },
        { key: 'experian', label: 'Experian' },
        { key: 'transunion', label: 'TransUnion' },
      ],
    }),
    task({
      id: IDS.netflix,
      templateKey: 'obligation',
      stage: 'obligations',
      title: 'Netflix',
      needsDecision: true,
      autoPay: true,
      facts: [
        { label: 'Cost', value: '$15.49 a month' },
        { label: 'Website', value: 'netflix.com', href: 'https://www.netflix.com' },
      ],
    }),
    task({
      id: IDS.gym,
      templateKey: 'obligation',
      stage: 'obligations',
      title: 'City Gym',
      needsDecision: true,
      decision: 'keep',
    }),
  ];
}

export function eventPlan(overrides: Partial<TEventPlan> = {}): TEventPlan {
  return {
    eventId: IDS.event,
    ownerId: IDS.owner,
    kind: 'death',
    eventDate: '2026-01-01',
    preview: false,
    tasks: planTasks(),
    assignees: [
      { userId: IDS.executor, name: 'Lucas Rivera' },
      { userId: IDS.sister, name: 'Ana Rivera' },
    ],
    canWork: true,
    ...overrides,
  };
}

/** The owner's preview: nothing stored, so no ids, and nobody works it. */
export function previewPlan(kind: TEventPlan['kind'] = 'death'): TEventPlan {
  return eventPlan({
    eventId: null,
    kind,
    preview: true,
    canWork: false,
    tasks: planTasks().map((each) => ({ ...each, id: null, status: 'open', decision: null })),
  });
}

export function logEntry(overrides: Partial<TLogEntry> = {}): TLogEntry {
  return {
    id: IDS.logEntry,
    actorName: 'Lucas Rivera',
    workedOn: '2026-01-10',
    minutes: 150,
    expenseCents: 4_500,
    description: 'Ordered ten certified copies',
    taskId: IDS.deathCertificates,
    taskTitle: 'Order certified death certificates',
    createdAt: '2026-01-10T18:00:00.000Z',
    canDelete: true,
    ...overrides,
  };
}

export function executorLog(entries: TLogEntry[] = []): TExecutorLog {
  return {
    entries,
    totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    totalExpenseCents: entries.reduce((sum, entry) => sum + entry.expenseCents, 0),
  };
}

export function runway(overrides: Partial<TRunway> = {}): TRunway {
  return {
    ownerId: IDS.owner,
    kind: 'death',
    personName: 'Maria Carter',
    monthlyObligationsCents: 400_000,
    continuingMonthlyCents: 350_000,
    liquidAssetsCents: 3_400_000,
    reachableAccountsCents: 1_400_000,
    insurancePayoutsCents: 50_000_000,
    waitingCents: 2_000_000,
    monthsNow: 8.5,
    monthsAfterEvent: 146.8,
    liquidAccounts: [
      { name: 'Chase checking', balanceCents: 1_400_000 },
      { name: 'Ally savings', balanceCents: 2_000_000 },
    ],
    counted: [
      {
        name: 'Chase checking',
        cents: 1_400_000,
        source: 'account',
        why: 'Joint with Luis Carter, with right of survivorship',
        wait: null,
      },
      {
        name: 'Northwestern Mutual life policy',
        cents: 50_000_000,
        source: 'insurance',
        why: 'Paid to Luis Carter (spouse)',
        wait: {
          text: 'Insurers are to pay within 30 days of the death whenever possible.',
          citation: 'Cal. Ins. Code § 10172.5',
          source: {
            label: 'California Insurance Code § 10172.5 (jurris.com)',
            url: 'https://jurris.com/california/insurance-code/10170-10180/10172.5-4',
            readOn: '2026-11-29',
          },
        },
      },
    ],
    waiting: [
      {
        name: 'Ally savings',
        cents: 2_000_000,
        source: 'account',
        why: 'In Maria Carter’s name alone, with no joint owner or payable-on-death beneficiary',
        wait: null,
      },
    ],
    waitingPath: { text: null, citation: null, source: null },
    excluded: [
      {
        name: 'MetLife life policy',
        cents: 25_000_000,
        source: 'insurance',
        why: 'Paid to Tom Carter (brother): not one of the household, so not the family’s money',
        wait: null,
      },
    ],
    endingObligations: [
      {
        name: 'Northwestern Mutual premium',
        monthlyCents: 50_000,
        why: 'Premium of a life policy on Maria Carter',
      },
    ],
    ...overrides,
  };
}
