/**
 * ", meaning the value minus what's left on the mortgage", ", i.e. …", ", so the 401(k), the
 * Roth and the 529, please": a closing clause that says what the question's word means.
 */
const EXPLAINING =
  /\s*(?:,|;|\s[—–-]\s|—)\s*(?:meaning|i\.?\s?e\.?|that is|in other words|as in|so)\b[^?]*?(?=[?.!]?\s*$)/i;

/**
 * ", value minus the mortgage", ": its estimated value minus what's left on the loan": a formula
 * for what is asked, in the records' other words.
 */
const FORMULA =
  /\s*(?:,|:|\s[—–-]\s|—)\s*(?:the |our |its )?(?:[\w'’]+ ){1,3}(?:minus|less)\s[^,?]*?(?=[?.!]?\s*$)/i;

/**
 * "What does the Honda cost a month, counting loan, insurance and registration?": the parts of a
 * cost, which its records hold under their own names. Not after cash or accounts, where "counting
 * savings" says which accounts are asked.
 */
const COST_PARTS = /\s*,\s*(?:counting|including|incl\.?)\s[^?]*?(?=[?.!]?\s*$)/i;
const ASKS_COST = /\b(cost|costs|spend|spent|pay|pays|paying)\b/i;
const ASKS_HOLDINGS = /\b(cash|savings|checking|accounts?|worth|balances?)\b/i;

const ASKS = /\b(who|whom|what|whats|when|where|which|how|why)\b/i;

/** "…, so I can set reminders": what the answer is for, which names nothing asked. */
const PURPOSE = /\s+so (?:that )?(?:i|we) (?:can|could|may|will|would)\b[^?]*?(?=[?.!]?\s*$)/i;

/**
 * "How much equity is in the condo, meaning its value minus the mortgage?": the explanation names
 * the parts of what is asked (the mortgage), which read as names would answer with them; the
 * question before it asks the whole.
 */
export function withoutExplainingClause(typed: string): string {
  const purpose = PURPOSE.exec(typed);
  const raw =
    purpose && purpose.index > 0 && !ASKS.test(purpose[0])
      ? `${typed.slice(0, purpose.index)}${typed.slice(purpose.index + purpose[0].length)}`
      : typed;
  const parts = COST_PARTS.exec(raw);
  if (parts && parts.index > 0) {
    const before = raw.slice(0, parts.index);
    if (ASKS_COST.test(before) && !ASKS_HOLDINGS.test(before))
      return `${before}${raw.slice(parts.index + parts[0].length)}`;
  }
  const explained = EXPLAINING.exec(raw) ?? FORMULA.exec(raw);
  if (!explained || explained.index === 0) return raw;
  // A formula that asks ("…, and what's left on the loan?"), or "…, so what do we owe?", is a
  // question of its own.
  const clause = explained[0].replace(/^[\s,;—–-]+/, '');
  // "…minus what's left on the mortgage" says what is taken away; it asks nothing.
  const asking = EXPLAINING.test(raw) ? clause : clause.split(/\b(?:minus|less)\b/i)[0];
  if ((!EXPLAINING.test(raw) || /^so\b/i.test(clause)) && ASKS.test(asking ?? '')) return raw;
  return `${raw.slice(0, explained.index)}${raw.slice(explained.index + explained[0].length)}`;
}
