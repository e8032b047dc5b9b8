import { describe, expect, it } from 'vitest';
import type { BinderBlock } from './binder-layout';
import { buildBinderContent, type BinderData } from './binder-content';
import { obligationGroupLabel, obligationGuidance } from './obligation-guidance';

const MARIA = '00000000-0000-4000-8000-00000000000a';
const JORDAN = '00000000-0000-4000-8000-00000000000b';
const CONTEXT = { today: '2026-11-25', printedBy: 'Maria Carter' };

function data(overrides: Partial<BinderData> = {}): BinderData {
  return {
    households: [{ id: MARIA, fullName: 'Maria Carter', householdName: 'The Carter family' }],
    guidebook: [],
    instruments: [],
    lifeEvents: [],
    advisors: [],
    assets: [],
    investments: [],
    loans: [],
    policies: [],
    properties: [],
    expenses: [],
    documents: [],
    ...overrides,
  };
}

const expense = (
  values: Partial<BinderData['expenses'][number]>,
): BinderData['expenses'][number] => ({
  userId: MARIA,
  category: 'other',
  homeSubcategory: null,
  vendor: 'Netflix',
  costCents: 1_599,
  frequency: 'monthly',
  bankAccount: null,
  isAutoPay: false,
  autoPayDate: null,
  website: null,
  vendorAccountLast4: null,
  entityName: null,
  ...values,
});

function section(content: ReturnType<typeof buildBinderContent>, title: string): BinderBlock[] {
  const found = content.sections.find((each) => each.title === title);
  if (!found) throw new Error(`no section ${title}`);
  return found.blocks;
}

function tables(blocks: BinderBlock[]) {
  return blocks.filter((block) => block.kind === 'table');
}

describe('buildBinderContent', () => {
  it('keeps every section, in order, even the empty ones', () => {
    const content = buildBinderContent(data(), CONTEXT);
    expect(content.sections.map((each) => each.title)).toEqual([
      'Family Guidebook',
      'Estate plan summary',
      'Contacts',
      'Financial accounts',
      'Insurance policies',
      'Properties and vehicles',
      'Monthly obligations',
      'Document index',
    ]);
    expect(content.sections.every((each) => each.blocks.length === 0)).toBe(true);
    expect(content).toMatchObject({
      householdName: 'The Carter family',
      printedOn: 'November 25, 2026',
      printedBy: 'Maria Carter',
    });
  });

  it('prints numbers as their last 4 only', () => {
    const content = buildBinderContent(
      data({
        assets: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            userId: MARIA,
            type: 'checking',
            institutionName: 'Chase',
            accountName: 'Everyday',
            accountNumberLast4: '9012',
            balanceCents: 250_000,
            ownerName: null,
            beneficiary: null,
          },
        ],
        expenses: [expense({ vendorAccountLast4: '3322', website: 'https://netflix.com' })],
      }),
      CONTEXT,
    );
    const [accounts] = tables(section(content, 'Financial accounts'));
    expect(accounts?.rows[0]).toEqual([
      'Chase Everyday',
      'Checking',
      '****9012',
      '',
      '',
      '$2,500.00',
    ]);
    const [obligations] = tables(section(content, 'Monthly obligations'));
    expect(obligations?.rows[0]?.[3]).toBe('https://netflix.com\nAccount ****3322');
  });

  it('groups obligations with one line on how to cancel or transfer each group', () => {
    const content = buildBinderContent(
      data({
        expenses: [
          expense({
            vendor: 'Austin Energy',
            category: 'home',
            homeSubcategory: 'Utilities',
            isAutoPay: true,
            autoPayDate: 5,
            bankAccount: 'Chase Everyday ****9012',
          }),
          expense({ vendor: 'Spotify' }),
        ],
      }),
      CONTEXT,
    );
    const blocks = section(content, 'Monthly obligations');
    expect(blocks.filter((block) => block.kind !== 'table')).toEqual([
      { kind: 'subheading', text: 'Home · Utilities' },
      { kind: 'note', text: obligationGuidance('home', 'Utilities') },
      { kind: 'subheading', text: 'Other' },
      { kind: 'note', text: obligationGuidance('other', null) },
    ]);
    expect(tables(blocks)[0]?.rows[0]?.[2]).toBe('Autopay on day 5 from Chase Everyday ****9012');
    expect(tables(blocks)[1]?.rows[0]?.[2]).toBe('Paid by hand');
  });

  it('names whose row it is only when several households are printed', () => {
    const two = data({
      households: [
        { id: MARIA, fullName: 'Maria Carter', householdName: null },
        { id: JORDAN, fullName: 'Jordan Lee', householdName: null },
      ],
      expenses: [expense({ userId: JORDAN, vendor: 'Comcast' })],
    });
    const content = buildBinderContent(two, CONTEXT);
    expect(content.householdName).toBe('Maria Carter household and Jordan Lee household');
    expect(tables(section(content, 'Monthly obligations'))[0]?.rows[0]?.[0]).toBe(
      'Comcast\nJordan Lee',
    );
    const one = buildBinderContent(data({ expenses: [expense({ vendor: 'Comcast' })] }), CONTEXT);
    expect(tables(section(one, 'Monthly obligations'))[0]?.rows[0]?.[0]).toBe('Comcast');
  });

  it('tells an instrument’s people by role with alternates, the original’s place and the next review', () => {
    const content = buildBinderContent(
      data({
        instruments: [
          {
            id: '00000000-0000-4000-8000-000000000003',
            userId: MARIA,
            createdAt: new Date(),
            updatedAt: new Date(),
            kind: 'will',
            variant: 'pour_over_will',
            principalName: 'Maria Carter',
            status: 'stored',
            signedOn: '2024-03-01',
            signedState: 'CA',
            originalLocation: 'Safe deposit box 114',
            documentId: null,
            lastReviewedOn: null,
            reviewEveryMonths: 36,
            people: [
              {
                role: 'executor',
                rank: 1,
                source: 'other',
                refId: null,
                name: 'Luis Carter',
                relationship: null,
                phone: null,
                email: null,
              },
              {
                role: 'executor',
                rank: 0,
                source: 'other',
                refId: null,
                name: 'Ana Carter',
                relationship: 'Sister',
                phone: null,
                email: null,
              },
            ],
            funding: [],
            notes: null,
          },
        ],
        lifeEvents: [
          {
            id: '00000000-0000-4000-8000-000000000004',
            userId: MARIA,
            createdAt: new Date(),
            updatedAt: new Date(),
            kind: 'marriage',
            occurredOn: '2025-06-01',
            note: null,
          },
        ],
      }),
      CONTEXT,
    );
    const [will] = section(content, 'Estate plan summary');
    expect(will).toEqual({
      kind: 'item',
      title: 'Will (Pour-over will) of Maria Carter',
      lines: [
        'Status: Stored safely · Signed Mar 1, 2024 in CA',
        'Where the original is kept: Safe deposit box 114',
        'Executor: Ana Carter (Sister); alternate 1: Luis Carter',
        'Next review Jun 1, 2025 (Marriage on Jun 1, 2025)',
      ],
      body: null,
    });
    const [people] = tables(section(content, 'Contacts'));
    expect(people?.rows.map((row) => row.slice(0, 2))).toEqual([
      ['Ana Carter', 'Executor (will of Maria Carter)'],
      ['Luis Carter', 'Alternate executor (will of Maria Carter)'],
    ]);
  });

  it('says which of a trust’s accounts and properties were deleted since they were listed', () => {
    const content = buildBinderContent(
      data({
        instruments: [
          {
            id: '00000000-0000-4000-8000-000000000005',
            userId: MARIA,
            createdAt: new Date(),
            updatedAt: new Date(),
            kind: 'trust',
            variant: 'revocable_living',
            principalName: 'Carter Family Trust',
            status: 'signed',
            signedOn: '2024-03-01',
            signedState: null,
            originalLocation: null,
            documentId: null,
            lastReviewedOn: null,
            reviewEveryMonths: 36,
            people: [],
            funding: [
              { assetKind: 'asset', assetId: '00000000-0000-4000-8000-0000000000f1', funded: true },
              {
                assetKind: 'property',
                assetId: '00000000-0000-4000-8000-0000000000f2',
                funded: false,
              },
            ],
            notes: null,
          },
        ],
      }),
      CONTEXT,
    );
    const [trust] = section(content, 'Estate plan summary');
    expect(trust?.kind === 'item' && trust.lines).toContain(
      'Retitled to the trust: an account that was deleted. Not yet retitled: a property that was deleted',
    );
  });
});

describe('obligation guidance', () => {
  it('has a line for each home subcategory, each category, and the older categories', () => {
    expect(obligationGuidance('home', 'Mortgage')).toMatch(/^Mortgage: tell the lender/);
    expect(obligationGuidance('home', 'Other')).toMatch(/^Home:/);
    expect(obligationGuidance('auto', null)).toMatch(/^Auto:/);
    expect(obligationGuidance('insurance', null)).toMatch(/^Insurance:/);
    expect(obligationGuidance('kids', null)).toMatch(/^Kids:/);
    expect(obligationGuidance('utilities', null)).toMatch(/^Utilities:/);
    expect(obligationGuidance('phone', null)).toMatch(/^Phone:/);
    expect(obligationGroupLabel('phone', null)).toBe('Other · Phone');
    expect(obligationGroupLabel('home', 'HOA')).toBe('Home · HOA');
  });
});
