import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ZExpenseInput, type TExpenseInput } from '@shared/finance/expense-schemas';
import { ZAssetInput } from '@shared/finance/asset-schemas';
import { ZLoanInput } from '@shared/finance/loan-schemas';
import { ZPropertyInput } from '@shared/finance/property-schemas';
import type { Database } from '../client';
import { assets, loans, properties } from '../schema';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { sealNumber } from '../../platform/crypto/sealed-number';
import { insertExpenses } from '../../modules/expenses/expense-repository';
import { toExpenseColumns } from '../../modules/expenses/expense-mapping';
import { syncMortgageLoan } from '../../modules/expenses/mortgage-link';
import { addressColumns } from '../../modules/address-columns';
import {
  DEMO_ACCOUNTS,
  DEMO_CAR_LOAN,
  DEMO_HOMES,
  DEMO_OBLIGATIONS,
  DEMO_VEHICLES,
} from './demo-catalog';

const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic random generator, so the same seed gives the same household. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` obligations: the family's real list first, then (for benchmarks) variations of it with
 * other amounts and numbered vendors, each dated some day in the past year.
 */
export function demoObligations(
  count: number,
  random: () => number,
  now: Date,
): { input: z.output<typeof ZExpenseInput>; createdAt: Date }[] {
  return Array.from({ length: count }, (_, index) => {
    const template = DEMO_OBLIGATIONS[index % DEMO_OBLIGATIONS.length] as TExpenseInput;
    const round = Math.floor(index / DEMO_OBLIGATIONS.length);
    const variant: TExpenseInput =
      round === 0
        ? template
        : {
            ...template,
            vendor: `${template.vendor} #${round + 1}`,
            costCents: Math.max(
              100,
              Math.round((template.costCents ?? 0) * (0.6 + random() * 0.8)),
            ),
            // Only the first round keeps mortgage balances: one loan per real mortgage.
            outstandingLoanBalanceCents: null,
          };
    return {
      input: ZExpenseInput.parse(variant),
      createdAt: new Date(now.getTime() - Math.floor(random() * 365) * DAY),
    };
  });
}

export type DemoCounts = {
  obligations: number;
  accounts: number;
  loans: number;
  properties: number;
};

/** Fills a household with the Carter family's finances (through the same mappings as the API). */
export async function seedDemoHousehold(
  db: Database,
  cipher: FieldCipher,
  ownerId: string,
  options: { obligations?: number; seed?: number; now?: Date } = {},
): Promise<DemoCounts> {
  const random = seededRandom(options.seed ?? 2026);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const homes = [];
    for (const home of DEMO_HOMES) {
      const input = ZPropertyInput.parse({ kind: 'home', ...home });
      if (input.kind !== 'home') continue;
      const [row] = await tx
        .insert(properties)
        .values({
          userId: ownerId,
          kind: 'home',
          name: input.name,
          estimatedValueCents: input.estimatedValueCents,
          homeType: input.homeType,
          purchaseDate: input.purchaseDate,
          purchasePriceCents: input.purchasePriceCents,
          ...addressColumns(input.address),
        })
        .returning();
      if (row) homes.push(row);
    }
    const vehicles = [];
    for (const vehicle of DEMO_VEHICLES) {
      const input = ZPropertyInput.parse({ kind: 'vehicle', ...vehicle });
      if (input.kind !== 'vehicle') continue;
      const [row] = await tx
        .insert(properties)
        .values({
          userId: ownerId,
          kind: 'vehicle',
          estimatedValueCents: input.estimatedValueCents,
          vehicleYear: input.year,
          vehicleMake: input.make,
          vehicleModel: input.model,
          vin: input.vin,
        })
        .returning();
      if (row) vehicles.push(row);
    }

    for (const account of DEMO_ACCOUNTS) {
      const input = ZAssetInput.parse(account);
      const number = sealNumber(cipher, input.accountNumber);
      await tx.insert(assets).values({
        userId: ownerId,
        type: input.type,
        institutionName: input.institutionName,
        accountName: input.accountName,
        accountNumberSealed: number?.sealed ?? null,
        accountNumberLast4: number?.last4 ?? null,
        balanceCents: input.balanceCents,
        ownerName: input.ownerName,
        beneficiary: input.beneficiary,
        notes: input.notes,
        ...addressColumns(null),
      });
    }

    const planned = demoObligations(options.obligations ?? DEMO_OBLIGATIONS.length, random, now);
    const rows = await insertExpenses(
      tx,
      planned.map(({ input, createdAt }) => ({
        ...toExpenseColumns(input, cipher),
        userId: ownerId,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    let linkedLoans = 0;
    for (const row of rows) {
      const loan = await syncMortgageLoan(tx, row);
      if (loan) {
        linkedLoans += 1;
        // Each mortgage belongs to the home at its address.
        const home = homes.find((candidate) => candidate.addressFull === row.addressFull);
        if (home)
          await tx
            .update(loans)
            .set({
              propertyId: home.id,
              interestRateThousandths: home.homeType === 'rental' ? 6_250 : 3_375,
              termMonths: 360,
            })
            .where(eq(loans.id, loan.id));
      }
    }

    const carLoan = ZLoanInput.parse({ ...DEMO_CAR_LOAN, propertyId: vehicles[0]?.id ?? null });
    const carNumber = sealNumber(cipher, carLoan.accountNumber);
    await tx.insert(loans).values({
      userId: ownerId,
      loanType: carLoan.loanType,
      bankName: carLoan.lender,
      accountNumberSealed: carNumber?.sealed ?? null,
      accountNumberLast4: carNumber?.last4 ?? null,
      originalLoanAmountCents: carLoan.originalAmountCents,
      currentOutstandingBalanceCents: carLoan.outstandingBalanceCents,
      interestRateThousandths:
        carLoan.interestRatePercent === null
          ? null
          : Math.round(carLoan.interestRatePercent * 1000),
      monthlyPaymentCents: carLoan.monthlyPaymentCents,
      termMonths: carLoan.termMonths,
      startDate: carLoan.startDate,
      propertyId: carLoan.propertyId,
    });

    return {
      obligations: rows.length,
      accounts: DEMO_ACCOUNTS.length,
      loans: linkedLoans + 1,
      properties: homes.length + vehicles.length,
    };
  });
}
