import type { z } from 'zod';
import {
  isInvestmentLedgerType,
  type TAsset,
  type ZAssetInput,
} from '@shared/finance/asset-schemas';
import type {
  TInvestmentAccount,
  ZInvestmentAccountInput,
} from '@shared/investments/investment-schemas';
import { assets } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { householdListEtag, isCurrent, type Listed } from '../../http/list-etag';
import type { HouseholdDeps } from '../household-deps';
import { csvOf } from '../csv-export';
import { ASSET_CSV, toAssetView, type AssetService } from '../assets/asset-service';
import type { InvestmentService } from '../investments/investment-service';
import { investmentRows } from '../investments/investment-rows';
import { toAccountView } from '../investments/investment-view';
import { investmentAsAsset } from './investment-as-asset';
import { moveToAccountsLedger, moveToInvestmentLedger } from './ledger-moves';

type AssetValues = z.output<typeof ZAssetInput>;
type InvestmentValues = z.output<typeof ZInvestmentAccountInput>;

const bankRows = ownedRows(assets);

function newestFirst(a: TAsset, b: TAsset): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/**
 * Financial Accounts' fields onto the investment record. What only Investments edits (the
 * designation) stays; a balance typed while holdings value the account is not stored over it.
 */
function asInvestmentInput(input: AssetValues, existing?: TInvestmentAccount): InvestmentValues {
  const designated = existing !== undefined && existing.designation !== 'none';
  return {
    type: input.type === 'other' ? 'other' : (input.type as InvestmentValues['type']),
    institutionName: input.institutionName,
    accountName: input.accountName,
    accountNumber: input.accountNumber,
    ownerName: input.ownerName,
    notes: input.notes,
    designation: existing?.designation ?? 'none',
    beneficiaries: existing?.beneficiaries ?? [],
    balanceCents: existing && existing.holdings.length > 0 ? undefined : input.balanceCents,
    beneficiary: designated ? undefined : input.beneficiary,
  };
}

/**
 * Issue 40, one ledger: Financial Accounts lists every account, each once. Bank-side accounts
 * are the assets table's; an investment-type account (401(k), IRA, brokerage, 529, HSA…) is the
 * investment ledger's record, the very one Investments lists with its holdings. Writes go to the
 * ledger the type belongs to; a type that changes ledgers moves the record (ledger-moves.ts).
 * Each side keeps its own access section, so an advisor given only accounts sees no investments.
 */
export function createAccountLedger(
  deps: HouseholdDeps & { accounts: AssetService; investments: InvestmentService },
) {
  const { db, access, activity, accounts, investments } = deps;

  /** The investment record with this id the actor may change, or null (then it is not one). */
  async function writableInvestment(actor: Actor, id: string) {
    const owners = await access.writableOwnerIds(actor, 'investments');
    return investmentRows.find(db, id, owners);
  }

  async function listBoth(actor: Actor, requestedOwners?: string[]) {
    const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'accounts');
    const readable = await access.readableOwnerIds(actor, 'investments');
    const investmentOwners = ownerIds.filter((ownerId) => readable.includes(ownerId));
    return { ownerIds, investmentOwners };
  }

  async function rowsOf(ownerIds: string[], investmentOwners: string[]): Promise<TAsset[]> {
    const [bank, invested] = await Promise.all([
      bankRows.list(db, ownerIds),
      investmentRows.list(db, investmentOwners),
    ]);
    return [
      ...bank.map(toAssetView),
      ...invested.map((row) => investmentAsAsset(toAccountView(row))),
    ].sort(newestFirst);
  }

  return {
    async listIfChanged(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch: string | undefined,
    ): Promise<Listed<TAsset[]>> {
      const { ownerIds, investmentOwners } = await listBoth(actor, requestedOwners);
      await activity.viewed(actor, ownerIds, 'assets');
      // The household counters cover both tables; which investments are readable is in the name.
      const etag = await householdListEtag(
        db,
        `account-ledger:${[...investmentOwners].sort().join(',')}`,
        ownerIds,
      );
      if (isCurrent(ifNoneMatch, etag)) return { etag, items: null };
      return { etag, items: await rowsOf(ownerIds, investmentOwners) };
    },

    async create(actor: Actor, input: AssetValues, owner?: string): Promise<TAsset> {
      if (!isInvestmentLedgerType(input.type)) return accounts.create(actor, input, owner);
      return investmentAsAsset(await investments.create(actor, asInvestmentInput(input), owner));
    },

    async update(actor: Actor, id: string, input: AssetValues): Promise<TAsset> {
      const invested = await writableInvestment(actor, id);
      if (invested) {
        const staysInvested = isInvestmentLedgerType(input.type) || input.type === 'other';
        if (staysInvested) {
          const existing = toAccountView(invested);
          return investmentAsAsset(
            await investments.update(actor, id, asInvestmentInput(input, existing)),
          );
        }
        await moveToAccountsLedger(db, invested.userId, id);
        return accounts.update(actor, id, input);
      }
      if (!isInvestmentLedgerType(input.type)) return accounts.update(actor, id, input);
      const existing = await accounts.findWritable(actor, id);
      if (!(await writableInvestmentOwner(actor, existing.userId)))
        throw AppError.validation({
          type: 'Your access does not include this household’s investments, so this account cannot become an investment account.',
        });
      await moveToInvestmentLedger(db, existing.userId, id);
      return investmentAsAsset(await investments.update(actor, id, asInvestmentInput(input)));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (await writableInvestment(actor, id)) return investments.remove(actor, id);
      return accounts.remove(actor, id);
    },

    async revealNumber(actor: Actor, id: string): Promise<string | null> {
      const readable = await access.readableOwnerIds(actor, 'investments');
      if (await investmentRows.find(db, id, readable)) return investments.revealNumber(actor, id);
      return accounts.revealNumber(actor, id);
    },

    async exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string> {
      const { ownerIds, investmentOwners } = await listBoth(actor, requestedOwners);
      const rows = await rowsOf(ownerIds, investmentOwners);
      await activity.exported(
        actor,
        ownerIds,
        rows.map((row) => row.ownerId),
        'assets',
      );
      return csvOf(ASSET_CSV, rows);
    },
  };

  async function writableInvestmentOwner(actor: Actor, ownerId: string): Promise<boolean> {
    return (await access.writableOwnerIds(actor, 'investments')).includes(ownerId);
  }
}
