import type { TitlingFacts } from '@shared/estate/estate-analysis/estate-facts';
import { recipientsText } from '@shared/estate/estate-analysis/estate-labels';
import { formatCents } from '@shared/finance/money';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  type THolding,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import {
  accountLabel,
  allocation,
  accountValueCents,
  holdingGain,
  holdingValueCents,
  portfolioSummary,
} from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { gainPhrase } from '../records/gain-text';
import { holdingSource, investmentSource } from '../records/sources';
import { countOf } from '../text/format';
import { endingFact, holderFact, notesFact, proseWordsOf, wordsOf } from './card-words';
import { lazyCard, type CardFact, type RecordCard } from './record-card';
import { purposeWords } from '../records/what-it-is-for';

function holdingName(holding: THolding): string {
  return holding.symbol ? `${holding.symbol} (${holding.name})` : holding.name;
}

function gainText(holding: THolding): string | null {
  const gain = holdingGain(holding);
  if (!gain || holding.costBasisCents === null) return null;
  return `bought for ${formatCents(holding.costBasisCents)}, ${gainPhrase(gain)}`;
}

function shares(quantity: number): string {
  return `${quantity.toLocaleString('en-US')} ${quantity === 1 ? 'share' : 'shares'}`;
}

function holdingFacts(holding: THolding): CardFact[] {
  const value = holdingValueCents(holding);
  const price = holding.price ? ` at ${formatCents(holding.price.priceMicros / 10_000)}` : '';
  const facts: CardFact[] = [
    { attributes: ['shares'], text: shares(holding.quantity), marker: shares(holding.quantity) },
    {
      attributes: ['value', 'balance'],
      text: value === null ? 'no price recorded' : `worth ${formatCents(value)}${price}`,
      ...(value === null ? {} : { cents: value, key: `holding:${holding.id}` }),
    },
  ];
  const gain = gainText(holding);
  if (gain)
    facts.push({ attributes: ['gain'], text: gain, cents: holdingGain(holding)?.cents ?? 0 });
  return facts;
}

/** `accountWords`: its account's words, the same for every holding of it. */
function holdingCard(
  holding: THolding,
  account: TInvestmentAccount,
  accountWords: readonly string[],
): RecordCard {
  return lazyCard(
    {
      kind: 'holding',
      id: holding.id,
      title: `${holdingName(holding)} in ${accountLabel(account)}`,
      nameWords: wordsOf(holding.symbol, holding.name),
      kindWords: wordsOf(holding.assetClass, 'holding'),
      ownerWords: accountWords,
    },
    () => ({ facts: holdingFacts(holding), sources: [holdingSource(holding)] }),
  );
}

/** "How much is the Schwab brokerage up?": the gain of its holdings with a known cost. */
function accountGainFact(account: TInvestmentAccount, today: string): CardFact[] {
  const { gain, costBasisCents } = portfolioSummary([account], today);
  if (!gain) return [];
  return [
    {
      attributes: ['gain'],
      text: `${gainPhrase(gain)} against ${formatCents(costBasisCents)} paid for its holdings`,
      cents: gain.cents,
    },
  ];
}

function accountCard(
  account: TInvestmentAccount,
  titling: TitlingFacts | undefined,
  today: string,
): RecordCard {
  const value = accountValueCents(account);
  const facts: CardFact[] = [
    {
      attributes: ['value', 'balance'],
      text: `worth ${formatCents(value)}`,
      cents: value,
      key: `investment:${account.id}`,
    },
  ];
  if (account.holdings.length > 0)
    facts.push({
      attributes: ['holdings'],
      text: `holds ${countOf(account.holdings.length, 'holding')}: ${account.holdings
        .map((holding) => {
          const each = holdingValueCents(holding);
          return `${holdingName(holding)} ${shares(holding.quantity)}${each === null ? '' : `, ${formatCents(each)}`}`;
        })
        .join('; ')}`,
      marker: account.holdings[0]?.symbol ?? account.holdings[0]?.name,
    });
  facts.push(...accountGainFact(account, today));
  const classes = allocation([account], 'allocationClass');
  if (classes.length > 0)
    facts.push({
      attributes: ['allocation'],
      text: `by asset class: ${classes
        .map((slice) => `${slice.label} ${formatCents(slice.valueCents)} (${slice.percentage}%)`)
        .join(', ')}`,
    });
  const beneficiaries = recipientsText(account.beneficiaries) ?? account.beneficiary;
  if (beneficiaries)
    facts.push({ attributes: ['beneficiary'], text: `beneficiaries ${beneficiaries}` });
  facts.push(...holderFact(account.ownerName, titling));
  facts.push(endingFact(account.accountNumberLast4), ...notesFact(account.notes));
  return {
    kind: 'investment',
    id: account.id,
    title: accountLabel(account),
    nameWords: wordsOf(account.institutionName, account.accountName),
    kindWords: wordsOf(
      INVESTMENT_ACCOUNT_TYPE_LABELS[account.type],
      account.type,
      'investment account',
      ...purposeWords(account.type),
    ),
    ownerWords: wordsOf(account.ownerName),
    notesWords: proseWordsOf(account.notes),
    facts,
    sources: [investmentSource(account)],
  };
}

/** Investment accounts and each of their holdings. */
export function investmentCards(snapshot: HouseholdSnapshot): RecordCard[] {
  return snapshot.investments.flatMap((account) => {
    const accountWords = wordsOf(
      account.ownerName,
      account.institutionName,
      account.accountName,
      INVESTMENT_ACCOUNT_TYPE_LABELS[account.type],
    );
    return [
      accountCard(
        account,
        snapshot.estate.titling.find(
          (each) => each.assetKind === 'investment' && each.assetId === account.id,
        ),
        snapshot.today,
      ),
      ...account.holdings.map((holding) => holdingCard(holding, account, accountWords)),
    ];
  });
}
