/**
 * What British, Australian and Indian English (and people writing English as a second language)
 * call what the records call otherwise: a "current account" is a checking account, "hire
 * purchase" a car loan, "council tax" the property tax. Read as [trigger, pattern, replacement]
 * like the other unified spellings (normalize.ts), on the question and on the records alike.
 */
export const REGIONAL_WORDS: readonly [trigger: string, pattern: RegExp, replacement: string][] = [
  ['current', /\bcurrent accounts?\b/g, 'checking account'],
  ['book', /\b(bank|savings|pass) ?books?\b/g, 'savings account'],
  ['pension', /\bpension (pot|fund|scheme|plan|account)s?\b/g, 'retirement account'],
  ['pension', /\bpensions?\b/g, 'retirement'],
  ['superannuation', /\bsuperannuation\b/g, 'retirement'],
  ['provident', /\bprovident fund\b/g, 'retirement account'],
  ['purchase', /\bhire purchase\b/g, 'car loan'],
  ['finance', /\bcar finance\b/g, 'car loan'],
  ['council', /\bcouncil (tax|taxes|rates)\b/g, 'property tax'],
  ['motor', /\bmotor (insurance|cover|policy)\b/g, 'auto $1'],
  ['motor', /\bmotor ?cars?\b/g, 'car'],
  ['solicitor', /\bsolicitors?\b/g, 'attorney'],
  ['chartered', /\bchartered accountants?\b/g, 'accountant'],
  ['fortnight', /\bfortnightly\b/g, 'biweekly'],
  ['fortnight', /\b(every|each|a|per) fortnight\b/g, 'biweekly'],
  ['fortnight', /\b(last|past|this|next|one) fortnight\b/g, '$1 two weeks'],
  ['telephone', /\btelephone\b/g, 'phone'],
  [
    'ring',
    /\b(ring|rang|ringing) (up |round )?(first|them|him|her|us|me|when|who|whom)\b/g,
    'call $3',
  ],
  ['ring', /\bwho to ring\b/g, 'who to call'],
  ['shares', /\bshares? (account|portfolio)s?\b/g, 'brokerage account'],
  ['unit trust', /\bunit trusts?\b/g, 'mutual fund'],
  ['estate agent', /\bestate agents?\b/g, 'realtor'],
  // "The excess on the motor insurance" is its deductible, which the records do not hold; "excess
  // liability" is the umbrella policy's.
  [
    'excess',
    /\bexcess (on|for|of|with) (the |my |our |his |her )?(?=\w+ (insurance|policy|cover))/g,
    'deductible $1 $2',
  ],
  ['university', /\buniversity\b/g, 'college'],
  ['strata', /\bstrata( fees?| levies| levy)?\b/g, 'hoa dues'],
  ['body corporate', /\bbody corporate( fees?| levies| levy)?\b/g, 'hoa dues'],
  ['buildings', /\bbuildings (cover|insurance|policy)\b/g, 'home insurance'],
  ['health fund', /\bhealth fund\b/g, 'health insurance'],
  ['assurance', /\blife assurance\b/g, 'life insurance'],
  ['instal', /\binstal+ments?\b/g, 'payment'],
  [
    'bring up',
    /\b(bring|brings|bringing) up (the |my |our |his |her )?(grand)?(children|kids)\b/g,
    'raise the children',
  ],
  ['grand', /\bgrand(children|kids)\b/g, '$1'],
  ['fork', /\b(fork|forks|forking) out\b/g, 'pay'],
  ['all up', /\ball up\b/g, 'in total'],
  ['mobile', /\bmobile (phone )?(bill|plan|contract)s?\b/g, 'phone bill'],
];
