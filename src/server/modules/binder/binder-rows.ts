import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  advisors,
  assets,
  documents,
  estateInstruments,
  estateLifeEvents,
  expenses,
  guidebookEntries,
  insurancePolicies,
  investmentAccounts,
  loans,
  profiles,
  properties,
} from '../../db/schema';

type Queryable = Pick<Database, 'select'>;

/**
 * Everything the binder prints, for the households access.ts selected. Sealed numbers are never
 * read: the binder prints their last 4 only, so the full numbers do not even reach this process.
 * The guidebook's bodies are read sealed; the service opens only the entries the reader may see.
 * Rows come oldest first, the order the family entered them.
 */
export async function readBinderRows(db: Queryable, ownerIds: string[]) {
  const [
    households,
    guidebook,
    instruments,
    lifeEvents,
    advisorRows,
    assetRows,
    investmentRows,
    loanRows,
    policyRows,
    propertyRows,
    expenseRows,
    documentRows,
  ] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        householdName: profiles.householdName,
      })
      .from(profiles)
      .where(inArray(profiles.id, ownerIds)),
    db
      .select()
      .from(guidebookEntries)
      .where(inArray(guidebookEntries.userId, ownerIds))
      .orderBy(asc(guidebookEntries.createdAt), asc(guidebookEntries.id)),
    db
      .select()
      .from(estateInstruments)
      .where(inArray(estateInstruments.userId, ownerIds))
      .orderBy(asc(estateInstruments.createdAt), asc(estateInstruments.id)),
    db
      .select()
      .from(estateLifeEvents)
      .where(inArray(estateLifeEvents.userId, ownerIds))
      .orderBy(asc(estateLifeEvents.occurredOn)),
    db
      .select({
        userId: advisors.userId,
        name: advisors.name,
        role: advisors.role,
        firm: advisors.firm,
        phone: advisors.phone,
        email: advisors.email,
      })
      .from(advisors)
      .where(inArray(advisors.userId, ownerIds))
      .orderBy(asc(advisors.name), asc(advisors.id)),
    db
      .select({
        id: assets.id,
        userId: assets.userId,
        type: assets.type,
        institutionName: assets.institutionName,
        accountName: assets.accountName,
        accountNumberLast4: assets.accountNumberLast4,
        balanceCents: assets.balanceCents,
        ownerName: assets.ownerName,
        beneficiary: assets.beneficiary,
      })
      .from(assets)
      .where(inArray(assets.userId, ownerIds))
      .orderBy(asc(assets.institutionName), asc(assets.accountName), asc(assets.id)),
    db
      .select({
        id: investmentAccounts.id,
        userId: investmentAccounts.userId,
        type: investmentAccounts.type,
        institutionName: investmentAccounts.institutionName,
        accountName: investmentAccounts.accountName,
        accountNumberLast4: investmentAccounts.accountNumberLast4,
        ownerName: investmentAccounts.ownerName,
        designation: investmentAccounts.designation,
        beneficiaries: investmentAccounts.beneficiaries,
      })
      .from(investmentAccounts)
      .where(inArray(investmentAccounts.userId, ownerIds))
      .orderBy(asc(investmentAccounts.institutionName), asc(investmentAccounts.id)),
    db
      .select({
        userId: loans.userId,
        loanType: loans.loanType,
        bankName: loans.bankName,
        accountNumberLast4: loans.accountNumberLast4,
        currentOutstandingBalanceCents: loans.currentOutstandingBalanceCents,
        monthlyPaymentCents: loans.monthlyPaymentCents,
      })
      .from(loans)
      .where(inArray(loans.userId, ownerIds))
      .orderBy(asc(loans.bankName), asc(loans.id)),
    db
      .select({
        userId: insurancePolicies.userId,
        kind: insurancePolicies.kind,
        carrier: insurancePolicies.carrier,
        policyNumberLast4: insurancePolicies.policyNumberLast4,
        insuredName: insurancePolicies.insuredName,
        faceAmountCents: insurancePolicies.faceAmountCents,
        beneficiaries: insurancePolicies.beneficiaries,
      })
      .from(insurancePolicies)
      .where(inArray(insurancePolicies.userId, ownerIds))
      .orderBy(
        asc(insurancePolicies.kind),
        asc(insurancePolicies.carrier),
        asc(insurancePolicies.id),
      ),
    db
      .select({
        id: properties.id,
        userId: properties.userId,
        kind: properties.kind,
        name: properties.name,
        estimatedValueCents: properties.estimatedValueCents,
        homeType: properties.homeType,
        vehicleYear: properties.vehicleYear,
        vehicleMake: properties.vehicleMake,
        vehicleModel: properties.vehicleModel,
        addressFull: properties.addressFull,
      })
      .from(properties)
      .where(inArray(properties.userId, ownerIds))
      .orderBy(asc(properties.kind), asc(properties.createdAt), asc(properties.id)),
    db
      .select({
        userId: expenses.userId,
        category: expenses.category,
        homeSubcategory: expenses.homeSubcategory,
        vendor: expenses.vendor,
        costCents: expenses.costCents,
        frequency: expenses.frequency,
        bankAccount: expenses.bankAccount,
        isAutoPay: expenses.isAutoPay,
        autoPayDate: expenses.autoPayDate,
        website: expenses.website,
        vendorAccountLast4: expenses.vendorAccountLast4,
        entityName: expenses.entityName,
      })
      .from(expenses)
      .where(inArray(expenses.userId, ownerIds))
      .orderBy(asc(expenses.category), asc(expenses.vendor), asc(expenses.id)),
    db
      .select({
        id: documents.id,
        userId: documents.userId,
        name: documents.name,
        fileType: documents.fileType,
        category: documents.category,
        expiresOn: documents.expiresOn,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(inArray(documents.userId, ownerIds))
      .orderBy(asc(documents.category), asc(documents.name), asc(documents.id)),
  ]);
  return {
    // In the order access.ts chose them (the reader's own household first), not the database's.
    households: households.sort((a, b) => ownerIds.indexOf(a.id) - ownerIds.indexOf(b.id)),
    guidebook,
    instruments,
    lifeEvents,
    advisors: advisorRows,
    assets: assetRows,
    investments: investmentRows,
    loans: loanRows,
    policies: policyRows,
    properties: propertyRows,
    expenses: expenseRows,
    documents: documentRows,
  };
}

export type BinderRows = Awaited<ReturnType<typeof readBinderRows>>;
export type GuidebookRow = BinderRows['guidebook'][number];
