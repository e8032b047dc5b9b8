import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { investmentAccountWords } from '../intents/portfolio';

/** "How much has Dell matched into my 401(k)?", "what have we contributed to the Roth this year?" */
const ASKS_CONTRIBUTED =
  /\b(match|matched|matches|matching|contribute|contributes|contributing|contributed|contributions?|put (in|into)|paid (in|into)|deposited|deposits)\b/;

const GROWTH =
  /\b(gain|gains|gained|grown|grew|growth|returned|profit|made|earned|up|down|over what)\b/;

/** Words that name a kind of account: "the Vanguard 529" names no Vanguard 401(k). */
const ACCOUNT_KIND = /^(\d+k|\d+b|529|457|roth|ira|hsa|brokerage|annuity|sep|simple|pension)$/;

/** Words of many accounts' names, which name no one of them. */
const GENERIC = new Set(['plan', 'account', 'fund', 'savings', 'individual', 'joint']);

/**
 * Whether a question asks what was paid into an investment account that no bill of the household
 * pays into: payroll contributions and an employer's match are not in the records (a 529 paid by
 * a monthly bill is, and is answered as that bill).
 */
export function asksUnheldContributions(question: Question, snapshot: HouseholdSnapshot): boolean {
  if (!ASKS_CONTRIBUTED.test(question.text) || question.contentTokens.length === 0) return false;
  // "What number did Jordan put in the guidebook for Dell HR?" names no account by its kind.
  if (!question.tokens.some((word) => ACCOUNT_KIND.test(word))) return false;
  // "How much has the Roth gained over what was put in?" asks its gain, which the records hold.
  if (GROWTH.test(question.text)) return false;
  const match = matchNames(
    question.contentTokens,
    snapshot.investments.map((account) => ({
      item: account,
      words: investmentAccountWords(account),
    })),
  );
  // The account the question names, and no other kind of account ("the Vanguard 529").
  if (
    match.items.length === 0 ||
    !match.complete ||
    match.unmatchedWords.some((word) => ACCOUNT_KIND.test(word))
  )
    return false;
  // A bill to the account's institution that names the account too ("Texas Tuition Promise
  // Fund", "529 contribution"): the Vanguard 529's bill does not pay into the Vanguard 401(k).
  const paidInto = (account: (typeof match.items)[number]) => {
    const institution = tokensOf(account.institutionName);
    const own = investmentAccountWords(account).filter(
      (word) => !institution.includes(word) && !GENERIC.has(word),
    );
    return snapshot.obligations.some((obligation) => {
      const words = tokensOf(`${obligation.vendor} ${obligation.description ?? ''}`);
      return (
        institution.every((word) => words.includes(word)) &&
        own.some((word) => words.includes(word))
      );
    });
  };
  return match.items.every((account) => !paidInto(account));
}
