import type { TAiSource } from '@shared/ai-insights/ai-schemas';

/**
 * What a question can ask about one record. The lookup answers a question by the record it names
 * and the attributes it asks, so a wording no rule was written for ("what does the umbrella
 * policy run us?") still reaches the record's own facts.
 */
export const ATTRIBUTES = [
  'cost',
  'due',
  'paidFrom',
  'balance',
  'original',
  'payment',
  'rate',
  'value',
  'holdings',
  'shares',
  'gain',
  'owner',
  'beneficiary',
  'carrier',
  'coverage',
  'people',
  'relation',
  'contact',
  'handles',
  'firm',
  'location',
  'signed',
  'review',
  'access',
  'address',
  'number',
  'purchase',
  'equity',
  'allocation',
  'notes',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** One fact of a record, as a sentence part ("$450.00 a quarter ($150.00 a month)"). */
export type CardFact = {
  /** What questions it answers (a signing date answers "when was it signed" and "is it current"). */
  attributes: readonly Attribute[];
  text: string;
  /** The amount a total adds up, in cents a month for costs. */
  cents?: number;
  /** A cost's own charge ($812.00 every 6 months), so two alike are compared per charge. */
  charge?: { cents: number; frequency: string };
  /**
   * What the amount is of, so a total counts it once: a loan's payment and the obligation that
   * pays it share a key.
   */
  key?: string;
  /**
   * The keys of the amounts this one already adds up (a home's cost in all holds its bills'), so
   * a total that has this one does not count them again.
   */
  includes?: readonly string[];
  /**
   * The part an answer must hold to state this fact, where it has no amount or date to check:
   * a carrier's or a person's name.
   */
  marker?: string;
  /** For `people` facts: the role words that pick this fact ("executor", "trustee"). */
  roleWords?: readonly string[];
};

export type CardKind =
  | 'obligation'
  | 'loan'
  | 'account'
  | 'investment'
  | 'holding'
  | 'property'
  | 'vehicle'
  | 'policy'
  | 'instrument'
  | 'person';

/** A record as the lookup reads it: the words that name it and the facts it holds. */
export type RecordCard = {
  kind: CardKind;
  id: string;
  /** How the answer names it ("Travis Heights HOA", "Vanguard · Roth IRA (Alex Carter)"). */
  title: string;
  /** Normalized words of its own name: vendor, institution, symbol, person's name. */
  nameWords: readonly string[];
  /** Words of what it is and what it belongs to: type, category, the home or car it is for. */
  kindWords: readonly string[];
  /** Words of whose it is: its holder, insured or principal ("Alex's Roth"). */
  ownerWords: readonly string[];
  /** Words of its free text (a description, an address): they hint, they do not name. */
  aboutWords?: readonly string[];
  /**
   * Words of what the family wrote about it (its notes): they hint, and a question's word found
   * only in some record's notes is not a name every record named must hold.
   */
  notesWords?: readonly string[];
  facts: readonly CardFact[];
  sources: readonly TAiSource[];
};

/** What names a card: enough to match it, worked out for every record of the household. */
export type CardNames = Omit<RecordCard, 'facts' | 'sources'>;
/** What a card says: worked out only for the cards a question matches. */
export type CardDetails = Pick<RecordCard, 'facts' | 'sources'>;

/**
 * A card whose facts and sources are worked out the first time an answer reads them. A household
 * with 5,000 bills is indexed again after every change, and a question reads a handful of cards:
 * their amounts, dates and premiums are not worth working out for the rest.
 */
export function lazyCard(names: CardNames, details: () => CardDetails): RecordCard {
  return new LazyCard(names, details);
}

// A class rather than an object literal with getters: V8 makes 5,000 of these quickly.
class LazyCard implements RecordCard {
  readonly kind: CardKind;
  readonly id: string;
  readonly title: string;
  readonly nameWords: readonly string[];
  readonly kindWords: readonly string[];
  readonly ownerWords: readonly string[];
  readonly aboutWords?: readonly string[];
  readonly notesWords?: readonly string[];
  #details: (() => CardDetails) | CardDetails;

  constructor(names: CardNames, details: () => CardDetails) {
    this.kind = names.kind;
    this.id = names.id;
    this.title = names.title;
    this.nameWords = names.nameWords;
    this.kindWords = names.kindWords;
    this.ownerWords = names.ownerWords;
    if (names.aboutWords) this.aboutWords = names.aboutWords;
    if (names.notesWords) this.notesWords = names.notesWords;
    this.#details = details;
  }

  #read(): CardDetails {
    if (typeof this.#details === 'function') this.#details = this.#details();
    return this.#details;
  }

  get facts(): readonly CardFact[] {
    return this.#read().facts;
  }

  get sources(): readonly TAiSource[] {
    return this.#read().sources;
  }
}
