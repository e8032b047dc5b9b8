import { describe, expect, it } from 'vitest';
import type { investmentAccounts } from '../../db/schema';
import { mergedColumns } from './merged-columns';

type Row = typeof investmentAccounts.$inferSelect;

function row(overrides: Partial<Row>): Row {
  return {
    id: 'x',
    userId: 'owner',
    createdAt: new Date('2026-01-01'),
    updatedAt: new Date('2026-01-01'),
    type: 'ira',
    institutionName: 'Vanguard',
    accountName: 'IRA',
    accountNumberSealed: null,
    accountNumberLast4: null,
    ownerName: null,
    designation: 'none',
    beneficiaries: [],
    notes: null,
    balanceCents: null,
    beneficiary: null,
    ...overrides,
  };
}

const TO_LUIS = [
  { name: 'Luis', relationship: null, tier: 'primary' as const, shareBasisPoints: 10_000 },
];
const TO_MIA = [{ ...TO_LUIS[0]!, name: 'Mia' }];

describe('mergedColumns', () => {
  it('fills the kept record’s gaps from the other', () => {
    const columns = mergedColumns(
      row({ id: 'keep' }),
      row({
        accountNumberSealed: 'v1.sealed',
        accountNumberLast4: '9012',
        ownerName: 'Maria',
        balanceCents: 2_000_000,
        beneficiary: 'Luis',
        designation: 'beneficiaries',
        beneficiaries: TO_LUIS,
      }),
      null,
    );
    expect(columns).toMatchObject({
      accountNumberSealed: 'v1.sealed',
      accountNumberLast4: '9012',
      ownerName: 'Maria',
      balanceCents: 2_000_000,
      beneficiary: 'Luis',
      designation: 'beneficiaries',
      notes: 'Merged with Vanguard - IRA (****9012).',
    });
  });

  it('keeps its own values and writes what differed into the notes', () => {
    const columns = mergedColumns(
      row({
        notes: 'Opened 2015',
        ownerName: 'Maria',
        balanceCents: 100,
        designation: 'beneficiaries',
        beneficiaries: TO_LUIS,
      }),
      row({
        accountName: 'Rollover IRA',
        type: 'roth_ira',
        notes: 'From the old job',
        ownerName: 'Luis',
        balanceCents: 250,
        designation: 'beneficiaries',
        beneficiaries: TO_MIA,
      }),
      'joint_wros, with Luis',
    );
    expect(columns.ownerName).toBe('Maria');
    expect(columns.balanceCents).toBe(100);
    expect(columns.beneficiaries).toMatchObject([{ name: 'Luis' }]);
    expect(columns.notes).toBe(
      'Opened 2015\n\nFrom the old job\n\nMerged with Vanguard - Rollover IRA: it was named "Rollover IRA"; its type was Roth IRA; its owner was Luis; its beneficiaries were Mia (100%); its entered balance was $2.50; its titling was joint_wros, with Luis.',
    );
  });
});
