import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { normalizeText, tokensOf } from '../text/normalize';
import { KEYWORDS } from '../text/keywords';
import { readQuestion } from '../text/question';
import { STOPWORDS } from '../text/stopwords';
import { withChildrenNamed } from './children-by-relation';
import { obligationSubject } from './obligation-subject';
import { withRelativesByName } from './relatives-by-name';
import { withAppearsAsNamed } from '../text/appears-in';
import { peopleWordsOf } from './people-words';

/**
 * "The card the streaming services go on", "the account both mortgages are paid from": an
 * account described by the bills it pays.
 */
const PAYING_ACCOUNT =
  /\b(the|our|my) (card|credit card|account|checking account|bank account|checking)( that| which)? (the |our |my |both (of )?(the |our |my )?)?(?<bills>[\w'’ ]{2,60}?) (go|goes|are|is|get|gets) (on|paid from|paid out of|paid with|charged to|drafted from|billed to|put on|taken from|paid on)\b/gi;

/** "The card we use for streaming", "the account we pay the utilities from": the same. */
const USED_FOR_BILLS =
  /\b(the|our|my) (card|credit card|account|checking account|bank account|checking)( that| which)? (we|i) (use|pay|put) (for|on) (the |our |my )?(?<bills>[\w'’ ]{2,40}?)(?=\s*(?:[—–,;:?.!]|\s-\s|$))/gi;

/** "The life policy that would pay Alex if I died": a policy described by whom it pays. */
const PAYS_SOMEONE =
  /\b(the|our|my) (life )?(policy|insurance|insurance policy|life insurance)( that| which)? (would |will )?(pay|pays|pay out to|pays out to|goes to|go to|benefits) (?<person>[A-Z][\w'’]+( [A-Z][\w'’]+)?)( if [\w'’ ]{1,30}?(die|dies|died|pass away|passes away|passed away))?\b/g;

/** "The older of our two cars", "the newest car": a vehicle described by its model year. */
const BY_AGE =
  /\b(the|our|my) (?<age>older|oldest|newer|newest) (one )?(of (the|our|my) (two |three |\d )?)?(cars|vehicles|car|vehicle)\b/gi;

/** A `replace` callback's named groups: the last of its arguments when the pattern has any. */
function groupsOf(rest: readonly unknown[]): Record<string, string | undefined> {
  return (rest[rest.length - 1] ?? {}) as Record<string, string | undefined>;
}

/** The vehicle with the earliest or latest model year, when only one has it. */
function vehicleByAge(age: string, snapshot: HouseholdSnapshot): string | null {
  const dated = snapshot.estate.properties.filter(
    (property) => property.kind === 'vehicle' && property.vehicleYear !== null,
  );
  if (dated.length < 2) return null;
  const years = dated.map((vehicle) => vehicle.vehicleYear ?? 0);
  const wanted = /^old/i.test(age) ? Math.min(...years) : Math.max(...years);
  const chosen = dated.filter((vehicle) => vehicle.vehicleYear === wanted);
  const [vehicle] = chosen;
  return chosen.length === 1 && vehicle
    ? [vehicle.vehicleYear, vehicle.vehicleMake, vehicle.vehicleModel].filter(Boolean).join(' ')
    : null;
}

/** The one account all the bills a phrase names are paid from, or none. */
function payingAccountOf(bills: string, snapshot: HouseholdSnapshot): string | null {
  const question = readQuestion(bills, () => new Set());
  // Every word of the phrase: alone, "streaming" reads as a verb that names nothing.
  const subject = obligationSubject(
    question,
    snapshot,
    question.tokens.filter((word) => !KEYWORDS.has(word) && !STOPWORDS.has(word)),
  );
  if (subject.notFound || subject.obligations.length === 0) return null;
  if (subject.obligations.length === snapshot.obligations.length) return null;
  const accounts = new Set(subject.obligations.map((obligation) => obligation.bankAccount));
  const [account] = [...accounts];
  return accounts.size === 1 && account ? account : null;
}

/** The one policy that names this person its primary beneficiary, by carrier, or none. */
function policyPaying(person: string, snapshot: HouseholdSnapshot): string | null {
  const words = tokensOf(person);
  const paying = snapshot.estate.policies.filter((policy) =>
    policy.beneficiaries.some(
      (beneficiary) =>
        beneficiary.tier === 'primary' &&
        words.every((word) => tokensOf(beneficiary.name).includes(word)),
    ),
  );
  const [policy] = paying;
  return paying.length === 1 && policy ? `${policy.carrier} ${policy.kind} policy` : null;
}

/**
 * Records the question describes by other records, named as the records name them: "my
 * daughter Alex" is Alex, whoever asks (relatives-by-name.ts); "our daughter" is the child the
 * records call Daughter (children-by-relation.ts); "the card the streaming services go on" is
 * "the Amex Blue Cash ****8431" when every streaming bill is paid with it; "the policy that would
 * pay Alex" is the one policy naming Alex its beneficiary; "the older of our two cars" is the one
 * with the earliest model year. Unchanged when the records do not single one out.
 */
export function withRecordsDescribedByRecords(
  question: string,
  snapshot: HouseholdSnapshot,
): string {
  let named = withAppearsAsNamed(
    withChildrenNamed(withRelativesByName(question, snapshot), snapshot),
    peopleWordsOf(snapshot),
  );
  // "The card the streaming bills go on", "the card we use for streaming": the card paying them.
  const payingAccount = (whole: string, ...rest: unknown[]) => {
    const account = payingAccountOf(groupsOf(rest).bills ?? '', snapshot);
    return account ? `the ${account}` : whole;
  };
  if (/\b(go|goes|are|is|get|gets) (on|paid|charged|drafted|billed|put|taken)\b/i.test(named))
    named = named.replace(PAYING_ACCOUNT, payingAccount);
  if (/\b(we|i) (use|pay|put) (for|on)\b/i.test(named))
    named = named.replace(USED_FOR_BILLS, payingAccount);
  if (/\b(pay|pays|goes to|go to|benefits)\b/i.test(named))
    named = named.replace(PAYS_SOMEONE, (whole: string, ...rest: unknown[]) => {
      const policy = policyPaying(normalizeText(groupsOf(rest).person ?? ''), snapshot);
      return policy ? `the ${policy}` : whole;
    });
  if (/\b(older|oldest|newer|newest)\b/i.test(named))
    named = named.replace(BY_AGE, (whole: string, ...rest: unknown[]) => {
      const vehicle = vehicleByAge(groupsOf(rest).age ?? '', snapshot);
      return vehicle ? `the ${vehicle}` : whole;
    });
  return named;
}
