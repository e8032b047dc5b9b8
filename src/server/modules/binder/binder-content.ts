import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import {
  DOCUMENT_CATEGORY_LABELS,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import { ASSET_TYPE_LABELS, type AssetType } from '@shared/finance/asset-schemas';
import { frequencySuffix } from '@shared/finance/frequency';
import { netWorth } from '@shared/finance/household-summary';
import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import { HOME_TYPE_LABELS, type HomeType } from '@shared/finance/property-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import {
  INSTRUMENT_LABELS,
  INSTRUMENT_STATUS_LABELS,
  PERSON_ROLE_LABELS,
  VARIANT_LABELS,
  type TInstrumentKind,
  type TInstrumentStatus,
  type TLifeEventKind,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import { nextReview } from '@shared/estate/review-dates';
import { POLICY_KIND_LABELS, type TPolicyKind } from '@shared/estate/policy-schemas';
import {
  DIGITAL_ACTION_LABELS,
  GUIDEBOOK_SECTIONS,
  GUIDEBOOK_SECTION_LABELS,
  type TDigitalAction,
} from '@shared/guidebook/guidebook-schemas';
import {
  DESIGNATION_LABELS,
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  type TBeneficiary,
  type TDesignationKind,
  type TInvestmentAccountType,
} from '@shared/investments/investment-schemas';
import type { BinderBlock, BinderContent, BinderSection } from './binder-layout';
import type { BinderRows } from './binder-rows';
import { obligationGroupLabel, obligationGuidance } from './obligation-guidance';

/** A guidebook entry the reader may see, its body opened. */
export type OpenedEntry = {
  userId: string;
  section: string;
  title: string;
  body: string;
  addressedTo: string | null;
  digitalAction: string | null;
};

export type BinderData = Omit<BinderRows, 'guidebook'> & { guidebook: OpenedEntry[] };

type Context = {
  /** Today, YYYY-MM-DD, by the app clock (or the printer's own day). */
  today: string;
  printedBy: string;
};

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-25" → "November 25, 2026" (a calendar day, wherever the server is). */
export function longDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}
function shortDate(isoDay: string | null): string {
  return isoDay ? SHORT_DATE.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)) : '';
}

function label<K extends string>(labels: Record<K, string>, key: string): string {
  return labels[key as K] ?? key;
}

/** "Ana Lopez 60 % (primary), Luis Lopez 40 % (primary)". */
export function beneficiaryText(beneficiaries: readonly TBeneficiary[]): string {
  return beneficiaries
    .map((each) => {
      const relationship = each.relationship ? `, ${each.relationship}` : '';
      const minor = each.minor ? ', a minor' : '';
      return `${each.name}${relationship}${minor} ${each.shareBasisPoints / 100} % (${each.tier})`;
    })
    .join('; ');
}

const present = (parts: (string | null | undefined)[], separator = ' · ') =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

type TableBlock = Extract<BinderBlock, { kind: 'table' }>;

/** A table under its own heading, or nothing when it has no rows to print. */
function headedTable(text: string, table: Omit<TableBlock, 'kind'>): BinderBlock[] {
  if (table.rows.length === 0) return [];
  return [
    { kind: 'subheading', text },
    { kind: 'table', ...table },
  ];
}

/**
 * Names whose household a row is, only when several households are printed together (with one,
 * the cover already says whose binder it is).
 */
function householdNames(data: BinderData): (ownerId: string) => string | null {
  const names = new Map(
    data.households.map((household) => [
      household.id,
      household.householdName || household.fullName || 'A household',
    ]),
  );
  return (ownerId) => (names.size > 1 ? (names.get(ownerId) ?? null) : null);
}

function guidebookSection(data: BinderData, whose: (id: string) => string | null): BinderSection {
  const blocks: BinderBlock[] = [];
  for (const section of GUIDEBOOK_SECTIONS) {
    const entries = data.guidebook.filter((entry) => entry.section === section);
    if (entries.length === 0) continue;
    blocks.push({ kind: 'subheading', text: GUIDEBOOK_SECTION_LABELS[section] });
    for (const entry of entries)
      blocks.push({
        kind: 'item',
        title: entry.title,
        lines: [
          whose(entry.userId) ? `Household: ${whose(entry.userId)}` : null,
          entry.addressedTo ? `To: ${entry.addressedTo}` : null,
          entry.digitalAction
            ? `What to do: ${label<TDigitalAction>(DIGITAL_ACTION_LABELS, entry.digitalAction)}`
            : null,
        ].filter((line): line is string => line !== null),
        body: entry.body || null,
      });
  }
  return { title: 'Family Guidebook', blocks };
}

/** The people an instrument names, by role: "Executor: Ana Lopez (sister), 555-0100". */
function peopleLines(people: BinderData['instruments'][number]['people']): string[] {
  const roles = [...new Set(people.map((person) => person.role))];
  return roles.map((role) => {
    const named = people
      .filter((person) => person.role === role)
      .sort((a, b) => a.rank - b.rank)
      .map((person) => {
        const detail = present([person.relationship, person.phone, person.email], ', ');
        const who = detail ? `${person.name} (${detail})` : person.name;
        return person.rank === 0 ? who : `alternate ${person.rank}: ${who}`;
      });
    return `${label<TPersonRole>(PERSON_ROLE_LABELS, role)}: ${named.join('; ')}`;
  });
}

function fundingLine(
  instrument: BinderData['instruments'][number],
  data: BinderData,
): string | null {
  if (instrument.funding.length === 0) return null;
  const names = new Map<string, string>([
    ...data.assets.map((row) => [row.id, `${row.institutionName} ${row.accountName}`] as const),
    ...data.investments.map(
      (row) => [row.id, `${row.institutionName} ${row.accountName}`] as const,
    ),
    ...data.properties.map((row) => [row.id, propertyName(row)] as const),
  ]);
  const describe = (funded: boolean) =>
    instrument.funding
      .filter((item) => item.funded === funded)
      .map(
        (item) =>
          names.get(item.assetId) ??
          (item.assetKind === 'property'
            ? 'a property that was deleted'
            : 'an account that was deleted'),
      )
      .join(', ');
  const done = describe(true);
  const missing = describe(false);
  return present(
    [
      done ? `Retitled to the trust: ${done}` : null,
      missing ? `Not yet retitled: ${missing}` : null,
    ],
    '. ',
  );
}

function estateSection(data: BinderData, whose: (id: string) => string | null) {
  const documentTitles = new Map(data.documents.map((row) => [row.id, row.name]));
  const blocks: BinderBlock[] = data.instruments.map((instrument) => {
    const kind = label<TInstrumentKind>(INSTRUMENT_LABELS, instrument.kind);
    const variant =
      instrument.variant !== 'standard' ? ` (${label(VARIANT_LABELS, instrument.variant)})` : '';
    const signed = instrument.signedOn
      ? present(
          [
            `Signed ${shortDate(instrument.signedOn)}`,
            instrument.signedState ? `in ${instrument.signedState}` : null,
          ],
          ' ',
        )
      : null;
    const review = nextReview(
      instrument,
      data.lifeEvents
        .filter((event) => event.userId === instrument.userId)
        .map((event) => ({ kind: event.kind as TLifeEventKind, occurredOn: event.occurredOn })),
    );
    const documentTitle = instrument.documentId ? documentTitles.get(instrument.documentId) : null;
    return {
      kind: 'item',
      title: `${kind}${variant} of ${instrument.principalName}`,
      lines: [
        whose(instrument.userId) ? `Household: ${whose(instrument.userId)}` : null,
        present([
          `Status: ${label<TInstrumentStatus>(INSTRUMENT_STATUS_LABELS, instrument.status)}`,
          signed,
        ]),
        `Where the original is kept: ${instrument.originalLocation ?? 'not recorded'}`,
        ...peopleLines(instrument.people),
        fundingLine(instrument, data),
        documentTitle ? `Copy in Nido: ${documentTitle}` : null,
        present([
          instrument.lastReviewedOn
            ? `Last reviewed ${shortDate(instrument.lastReviewedOn)}`
            : null,
          review.nextReviewOn
            ? `Next review ${shortDate(review.nextReviewOn)}${review.reviewReason ? ` (${review.reviewReason})` : ''}`
            : null,
        ]),
      ].filter((line): line is string => Boolean(line)),
      body: instrument.notes,
    } satisfies BinderBlock;
  });
  return { title: 'Estate plan summary', blocks };
}

function contactsSection(data: BinderData, whose: (id: string) => string | null): BinderSection {
  // One row per person, with every role the plan gives them.
  const people = new Map<string, { name: string; roles: string[]; contact: string }>();
  for (const instrument of data.instruments)
    for (const person of [...instrument.people].sort((a, b) => a.rank - b.rank)) {
      const key = person.name.trim().toLowerCase();
      const entry = people.get(key) ?? {
        name: person.name,
        roles: [],
        contact: present([person.relationship, person.phone, person.email], '\n'),
      };
      const role = `${person.rank > 0 ? 'Alternate ' : ''}${label<TPersonRole>(PERSON_ROLE_LABELS, person.role).toLowerCase()} (${label<TInstrumentKind>(INSTRUMENT_LABELS, instrument.kind).toLowerCase()} of ${instrument.principalName})`;
      entry.roles.push(role[0]?.toUpperCase() + role.slice(1));
      if (!entry.contact)
        entry.contact = present([person.relationship, person.phone, person.email], '\n');
      people.set(key, entry);
    }
  return {
    title: 'Contacts',
    blocks: [
      ...headedTable('Advisors', {
        columns: ['Name', 'Role', 'Firm', 'Phone', 'Email'],
        widths: [0.22, 0.16, 0.2, 0.16, 0.26],
        rows: data.advisors.map((row) => [
          present([row.name, whose(row.userId)], '\n'),
          label<TAdvisorRole>(ADVISOR_ROLE_LABELS, row.role),
          row.firm ?? '',
          row.phone ?? '',
          row.email ?? '',
        ]),
      }),
      ...headedTable('People named in the estate plan', {
        columns: ['Name', 'Named as', 'Relationship and contact'],
        widths: [0.25, 0.45, 0.3],
        rows: [...people.values()].map((person) => [
          person.name,
          person.roles.join('\n'),
          person.contact,
        ]),
      }),
    ],
  };
}

function hasMoneyFacts(data: BinderData): boolean {
  return [data.assets, data.investments, data.properties, data.loans].some(
    (rows) => rows.length > 0,
  );
}

/** Net worth by the rule the dashboard and the AI answer use (shared household summary). */
function netWorthLine(data: BinderData): string {
  const totals = netWorth({
    assets: data.assets.map((row) => ({
      type: row.type as AssetType,
      balanceCents: row.balanceCents,
    })),
    properties: data.properties,
    loans: data.loans.map((row) => ({
      outstandingBalanceCents: row.currentOutstandingBalanceCents,
    })),
    investmentsCents: data.investments.reduce((sum, row) => sum + row.valueCents, 0),
  });
  return `Net worth ${formatCents(totals.totalCents)}: accounts ${formatCents(totals.accountsCents)}, investments ${formatCents(totals.investmentsCents)} and properties ${formatCents(totals.propertiesCents)}, less loans ${formatCents(totals.loansCents)} and card balances ${formatCents(totals.liabilitiesCents)}.`;
}

function accountsSection(data: BinderData, whose: (id: string) => string | null): BinderSection {
  const name = (institution: string, account: string, ownerId: string) =>
    present([`${institution} ${account}`, whose(ownerId)], '\n');
  return {
    title: 'Financial accounts',
    blocks: [
      // An empty binder says "Nothing recorded yet" rather than a net worth of $0.00.
      ...(hasMoneyFacts(data) ? [{ kind: 'note' as const, text: netWorthLine(data) }] : []),
      ...headedTable('Bank and other accounts', {
        columns: ['Account', 'Type', 'Number', 'Owner', 'Beneficiary', 'Balance'],
        widths: [0.26, 0.13, 0.12, 0.16, 0.18, 0.15],
        rows: data.assets.map((row) => [
          name(row.institutionName, row.accountName, row.userId),
          label<AssetType>(ASSET_TYPE_LABELS, row.type),
          maskLastFour(row.accountNumberLast4),
          row.ownerName ?? '',
          row.beneficiary ?? '',
          formatCents(row.balanceCents),
        ]),
      }),
      ...headedTable('Investment and retirement accounts', {
        columns: ['Account', 'Type', 'Number', 'Owner', 'How it passes', 'Value'],
        widths: [0.22, 0.12, 0.11, 0.14, 0.27, 0.14],
        rows: data.investments.map((row) => [
          name(row.institutionName, row.accountName, row.userId),
          label<TInvestmentAccountType>(INVESTMENT_ACCOUNT_TYPE_LABELS, row.type),
          maskLastFour(row.accountNumberLast4),
          row.ownerName ?? '',
          present(
            [
              label<TDesignationKind>(DESIGNATION_LABELS, row.designation),
              beneficiaryText(row.beneficiaries),
            ],
            ': ',
          ),
          formatCents(row.valueCents),
        ]),
      }),
      ...headedTable('Loans', {
        columns: ['Lender', 'Type', 'Number', 'Balance owed', 'Monthly payment'],
        widths: [0.3, 0.15, 0.15, 0.2, 0.2],
        rows: data.loans.map((row) => [
          present([row.bankName, whose(row.userId)], '\n'),
          label<LoanType>(LOAN_TYPE_LABELS, row.loanType),
          maskLastFour(row.accountNumberLast4),
          formatCents(row.currentOutstandingBalanceCents),
          row.monthlyPaymentCents === null ? '' : formatCents(row.monthlyPaymentCents),
        ]),
      }),
    ],
  };
}

function policiesSection(data: BinderData, whose: (id: string) => string | null): BinderSection {
  if (data.policies.length === 0) return { title: 'Insurance policies', blocks: [] };
  return {
    title: 'Insurance policies',
    blocks: [
      {
        kind: 'table',
        columns: ['Policy', 'Number', 'Insured', 'Face amount', 'Beneficiaries'],
        widths: [0.22, 0.12, 0.16, 0.14, 0.36],
        rows: data.policies.map((row) => [
          present(
            [
              `${label<TPolicyKind>(POLICY_KIND_LABELS, row.kind)} · ${row.carrier}`,
              whose(row.userId),
            ],
            '\n',
          ),
          maskLastFour(row.policyNumberLast4),
          row.insuredName ?? '',
          row.faceAmountCents === null ? '' : formatCents(row.faceAmountCents),
          beneficiaryText(row.beneficiaries),
        ]),
      },
    ],
  };
}

function propertyName(row: BinderData['properties'][number]): string {
  if (row.kind === 'vehicle')
    return (
      row.name || present([String(row.vehicleYear ?? ''), row.vehicleMake, row.vehicleModel], ' ')
    );
  return row.name || row.addressFull || 'Home';
}

function propertiesSection(data: BinderData, whose: (id: string) => string | null) {
  const vehicles = data.properties.filter((row) => row.kind === 'vehicle');
  const homes = data.properties.filter((row) => row.kind !== 'vehicle');
  return {
    title: 'Properties and vehicles',
    blocks: [
      ...headedTable('Homes', {
        columns: ['Home', 'Address', 'Type', 'Estimated value'],
        widths: [0.3, 0.35, 0.15, 0.2],
        rows: homes.map((row) => [
          present([propertyName(row), whose(row.userId)], '\n'),
          row.addressFull ?? '',
          row.homeType ? label<HomeType>(HOME_TYPE_LABELS, row.homeType) : '',
          formatCents(row.estimatedValueCents),
        ]),
      }),
      ...headedTable('Vehicles', {
        columns: ['Vehicle', 'Year, make and model', 'Estimated value'],
        widths: [0.35, 0.4, 0.25],
        rows: vehicles.map((row) => [
          present([propertyName(row), whose(row.userId)], '\n'),
          present([String(row.vehicleYear ?? ''), row.vehicleMake, row.vehicleModel], ' '),
          formatCents(row.estimatedValueCents),
        ]),
      }),
    ],
  };
}

function obligationsSection(data: BinderData, whose: (id: string) => string | null) {
  const groups = new Map<string, BinderData['expenses']>();
  for (const row of data.expenses) {
    const key = obligationGroupLabel(row.category, row.homeSubcategory);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const blocks: BinderBlock[] = [];
  for (const [group, rows] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const first = rows[0];
    blocks.push({ kind: 'subheading', text: group });
    if (first)
      blocks.push({
        kind: 'note',
        text: obligationGuidance(first.category, first.homeSubcategory),
      });
    blocks.push({
      kind: 'table',
      columns: ['Vendor', 'Cost', 'How it is paid', 'Website and account'],
      widths: [0.28, 0.14, 0.28, 0.3],
      rows: rows.map((row) => [
        present([row.vendor, row.entityName, whose(row.userId)], '\n'),
        `${formatCents(row.costCents)}${frequencySuffix(row.frequency)}`,
        row.isAutoPay
          ? present(
              [
                `Autopay${row.autoPayDate ? ` on day ${row.autoPayDate}` : ''}`,
                row.bankAccount ? `from ${row.bankAccount}` : null,
              ],
              ' ',
            )
          : row.bankAccount
            ? `Paid by hand from ${row.bankAccount}`
            : 'Paid by hand',
        present(
          [
            row.website,
            row.vendorAccountLast4 ? `Account ${maskLastFour(row.vendorAccountLast4)}` : null,
          ],
          '\n',
        ),
      ]),
    });
  }
  return { title: 'Monthly obligations', blocks };
}

function documentsSection(data: BinderData, whose: (id: string) => string | null) {
  if (data.documents.length === 0) return { title: 'Document index', blocks: [] };
  return {
    title: 'Document index',
    blocks: [
      {
        kind: 'note',
        text: 'The files themselves are in Nido’s document hub; this index says what is there.',
      },
      {
        kind: 'table',
        columns: ['Title', 'Type', 'File', 'Added', 'Expires'],
        widths: [0.38, 0.22, 0.1, 0.15, 0.15],
        rows: data.documents.map((row) => [
          present([row.name, whose(row.userId)], '\n'),
          label<TDocumentCategory>(DOCUMENT_CATEGORY_LABELS, row.category),
          row.fileType.toUpperCase(),
          shortDate(row.createdAt.toISOString()),
          shortDate(row.expiresOn),
        ]),
      },
    ],
  } satisfies BinderSection;
}

/** The household(s) on the cover: "The Carter family", or "Maria Lopez and Jordan Lee". */
function coverName(data: BinderData): string {
  const names = data.households.map(
    (household) => household.householdName || `${household.fullName || 'Your'} household`,
  );
  if (names.length <= 1) return names[0] ?? 'Your household';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The whole binder, section by section, in the order a family needs it. */
export function buildBinderContent(data: BinderData, context: Context): BinderContent {
  const whose = householdNames(data);
  return {
    householdName: coverName(data),
    printedOn: longDate(context.today),
    printedBy: context.printedBy,
    sections: [
      guidebookSection(data, whose),
      estateSection(data, whose),
      contactsSection(data, whose),
      accountsSection(data, whose),
      policiesSection(data, whose),
      propertiesSection(data, whose),
      obligationsSection(data, whose),
      documentsSection(data, whose),
    ],
  };
}
