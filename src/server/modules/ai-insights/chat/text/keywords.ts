/**
 * The words the intent router reads. They are never taken for a name, and a misspelt one
 * ("morgage", "executer", "benificiary") is corrected to the nearest of them before routing.
 */
export const KEYWORDS: ReadonlySet<string> = new Set(
  `spend spends spent spending cost costs costing pay pays paying paid payment payments expense
  expenses bill bills obligation obligations budget monthly month months yearly year years annual
  annually weekly week weeks daily day days today tomorrow tonight weekend due upcoming coming next
  this last soon schedule scheduled autopay automatic automatically manual manually account accounts
  card cards bank banks credit debit loan loans balance balances owe owed owing debt debts payoff
  paidoff interest rate rates apr principal term lender mortgage rent hoa utilities utility networth
  worth wealth asset assets money cash savings checking portfolio investment investments invested
  investing stock stocks share shares holding holdings allocation allocated diversified gain gains
  loss losses return returns performance value valued document documents original originals copy
  copies paperwork papers kept keep stored store located location find locate executor executors
  executrix alternate alternates backup backups guardian guardians trustee trustees successor agent
  agents poa proxy beneficiary beneficiaries inherit inherits inheritance advisor advisors adviser
  advisers attorney attorneys lawyer lawyers cpa accountant accountants planner planners die dies
  died dying death dead incapacitated incapacity insurance insured policy policies coverage carrier
  help biggest largest smallest cheapest expensive highest lowest category categories breakdown
  will wills trust trusts living directive healthcare car cars auto
  vehicle vehicles home house housing kids kid children child childrens insurer premium premiums
  happens happen happened plan trusted contact contacts charge charged drafted withdrawn gained heloc equity billed
  earned subscription subscriptions subscribed membership memberships insure insures saved
  activities extracurricular extracurriculars homes`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Whether a word may say what a question asks of a record in its own words ("warranty",
 * "funeral"): long enough to mean something, not a number, and not a word the router reads.
 */
export const maySayWhatIsAsked = (word: string): boolean =>
  word.length >= 4 && !/\d/.test(word) && !KEYWORDS.has(word);

/** "Returns" of investments, not the tax return someone prepares ("prepare the joint return"). */
export const INVESTMENT_RETURN =
  /(?<!tax )(?<!(prepare|prepares|prepared|file|files|filed|do|does|did) (our|my|the|their|his|her) (joint |federal |state |income )?)returns?/;
