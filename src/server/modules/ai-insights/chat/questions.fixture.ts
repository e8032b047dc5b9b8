/**
 * Written questions about the Riveras (household.fixture.ts) and what a right answer holds: the
 * intent, the figures and names it must say, and the records it must cite; or `unknown` where
 * the honest answer is "I can't answer that yet". Figures were worked out by hand from the
 * fixture (monthly equivalents: quarterly /3, yearly /12; today is Tuesday, March 10, 2026).
 */
export type AnsweredQuestion = {
  question: string;
  intent: string;
  mustInclude: string[];
  sourceIds?: string[];
};
export type UnknownQuestion = { question: string; expect: 'unknown' };
export type FixtureQuestion = AnsweredQuestion | UnknownQuestion;

const CAMRY = ['ob-camry-loan', 'ob-camry-insurance', 'ob-camry-registration', 'prop-camry'];

export const FIXTURE_QUESTIONS: readonly FixtureQuestion[] = [
  // Spending: vendor, vehicle, child, insured person, address, category; monthly and yearly.
  {
    question: 'What do we spend on the Camry?',
    intent: 'spending',
    mustInclude: ['$534.08', 'Toyota Financial Services', 'GEICO'],
    sourceIds: CAMRY,
  },
  {
    question: 'what do we spend on the camery',
    intent: 'spending',
    mustInclude: ['$534.08'],
    sourceIds: CAMRY,
  },
  {
    question: 'how much does the toyota cost us per month',
    intent: 'spending',
    mustInclude: ['$534.08'],
  },
  { question: 'Yearly cost of the Camry?', intent: 'spending', mustInclude: ['$6,409.00'] },
  {
    question: 'How much do we spend on the Honda?',
    intent: 'spending',
    mustInclude: ['$151.75', 'Progressive', 'Jiffy Lube'],
    sourceIds: ['ob-honda-insurance', 'ob-oil', 'ob-honda-registration'],
  },
  { question: 'annual cost of the honda crv', intent: 'spending', mustInclude: ['$1,821.00'] },
  {
    question: 'how much is our verison bill',
    intent: 'spending',
    mustInclude: ['$185.00', 'Verizon Wireless'],
    sourceIds: ['ob-phone'],
  },
  {
    question: 'How much do we pay Verizon a year?',
    intent: 'spending',
    mustInclude: ['$2,220.00'],
  },
  {
    question: 'what do we spend on the kids',
    intent: 'spending',
    mustInclude: ['$2,178.00', 'Bright Horizons'],
  },
  {
    question: 'How much does Emma cost us each month?',
    intent: 'spending',
    mustInclude: ['$630.00', 'Melody Music School'],
    sourceIds: ['ob-piano', 'ob-soccer', 'ob-lunch', 'ob-529', 'ob-camp'],
  },
  {
    question: 'what do we spend on liam',
    intent: 'spending',
    mustInclude: ['$1,548.00', 'Bright Horizons', 'Aqua-Tots'],
  },
  {
    question: 'how much is daycare',
    intent: 'spending',
    mustInclude: ['$1,450.00', 'Bright Horizons'],
    sourceIds: ['ob-daycare'],
  },
  {
    question: 'how much for insurance',
    intent: 'spending',
    mustInclude: ['$1,469.00', 'Blue Cross Blue Shield of Texas'],
  },
  {
    question: "what's our car insurance",
    intent: 'spending',
    mustInclude: ['$260.00', 'GEICO', 'Progressive'],
    sourceIds: ['ob-camry-insurance', 'ob-honda-insurance'],
  },
  {
    question: 'how much do we spend on utilities',
    intent: 'spending',
    mustInclude: ['$384.94', 'Austin Energy'],
  },
  {
    question: "what's the electric bill",
    intent: 'spending',
    mustInclude: ['$164.20', 'Austin Energy'],
    sourceIds: ['ob-electric'],
  },
  {
    question: 'how much is the water bill?',
    intent: 'spending',
    mustInclude: ['$72.45', 'Austin Water'],
  },
  { question: "what's our internet bill", intent: 'spending', mustInclude: ['$89.99', 'Spectrum'] },
  {
    question: 'how much is netflix',
    intent: 'spending',
    mustInclude: ['$22.99'],
    sourceIds: ['ob-netflix'],
  },
  {
    question: 'what subscriptions do we have',
    intent: 'spending',
    mustInclude: ['Netflix', 'Spotify', 'Amazon Prime', 'Planet Fitness', 'Apple iCloud'],
  },
  {
    question: 'how much do we spend on memberships?',
    intent: 'spending',
    mustInclude: ['Planet Fitness', 'Costco'],
  },
  {
    question: 'What do we spend on streaming?',
    intent: 'spending',
    mustInclude: ['$39.98', 'Netflix', 'Spotify'],
  },
  {
    question: 'what do we pay for the house',
    intent: 'spending',
    mustInclude: ['$4,143.26', 'Wells Fargo Home Mortgage'],
  },
  { question: 'how much do we spend at 12 oak st', intent: 'spending', mustInclude: ['$4,143.26'] },
  {
    question: 'total monthly spending',
    intent: 'spending',
    mustInclude: ['$8,583.06', '41 obligations'],
  },
  { question: 'how much do we spend per year', intent: 'spending', mustInclude: ['$102,996.68'] },
  { question: "What's our monthly total?", intent: 'spending', mustInclude: ['$8,583.06'] },
  {
    question: 'breakdown by category',
    intent: 'spending',
    mustInclude: ['Home $4,143.26', 'Kids $2,178.00', 'Auto $725.83'],
  },
  {
    question: 'what are our biggest bills',
    intent: 'spending',
    mustInclude: ['Wells Fargo Home Mortgage', 'Bright Horizons', 'Travis County Tax Office'],
  },
  { question: 'how many bills do we have', intent: 'spending', mustInclude: ['41 obligations'] },
  {
    question: 'how much do we spend on the Tesla',
    intent: 'spending',
    mustInclude: ["couldn't find", 'tesla'],
  },
  {
    question: 'how much do we pay for groceries',
    intent: 'spending',
    mustInclude: ["couldn't find", 'groceries'],
  },
  {
    question: "What do we spend on Sam's life insurance?",
    intent: 'spending',
    mustInclude: ['$42.00', 'Haven Life'],
    sourceIds: ['ob-life-sam'],
  },
  {
    question: 'How much is the life insurance premium for Alex?',
    intent: 'spending',
    mustInclude: ['$95.00', 'Northwestern Mutual'],
  },
  {
    question: 'how much do we spend on the mortgage',
    intent: 'spending',
    mustInclude: ['$2,450.00'],
    sourceIds: ['ob-mortgage'],
  },
  {
    question: 'HOW MUCH IS THE HOA',
    intent: 'spending',
    mustInclude: ['$120.00', 'Oak Hills HOA'],
  },
  {
    question: "what do we spend on emma's piano lessons",
    intent: 'spending',
    mustInclude: ['$160.00', 'Melody Music School'],
  },
  {
    question: 'how much is soccer for emma',
    intent: 'spending',
    mustInclude: ['$75.00', 'Austin Soccer Club'],
  },
  {
    question: 'what do we spend on rent',
    intent: 'spending',
    mustInclude: ['No obligation', '$0.00'],
  },
  {
    question: 'whats the gym membership cost',
    intent: 'spending',
    mustInclude: ['$24.99', 'Planet Fitness'],
  },
  {
    question: 'how much do we give to charity',
    intent: 'spending',
    mustInclude: ['$50.00', 'American Red Cross'],
  },
  {
    question: 'How much is the property tax?',
    intent: 'spending',
    mustInclude: ['$9,800.00', 'Travis County Tax Office'],
  },
  { question: 'what does Costco cost us', intent: 'spending', mustInclude: ['$65.00'] },
  {
    question: 'how much r we spending on amazon prime',
    intent: 'spending',
    mustInclude: ['$139.00', 'Amazon Prime'],
  },
  {
    question: "what's the monthly payment on the camry",
    intent: 'spending',
    mustInclude: ['$385.00'],
  },
  {
    question: 'what do we spend on the other category',
    intent: 'spending',
    mustInclude: ['$501.96', 'Verizon Wireless'],
  },

  // Auto-pay, manual payments and paying accounts.
  {
    question: 'what is on autopay',
    intent: 'autopay',
    mustInclude: ['25 obligations', 'Chase ****1234', 'Amex ****9876', '$6,859.70'],
  },
  { question: 'Which bills are on auto-pay?', intent: 'autopay', mustInclude: ['25 obligations'] },
  {
    question: "what's set up on automatic payments",
    intent: 'autopay',
    mustInclude: ['25 obligations'],
  },
  {
    question: 'which car bills are on autopay',
    intent: 'autopay',
    mustInclude: ['4 obligations', 'EZ TAG'],
  },
  {
    question: 'what do we pay manually',
    intent: 'manual_pay',
    mustInclude: ['16 obligations', '$1,723.36', 'Travis County Tax Office'],
  },
  {
    question: "which bills aren't on autopay",
    intent: 'manual_pay',
    mustInclude: ['16 obligations'],
  },
  {
    question: 'manual bills for the kids',
    intent: 'manual_pay',
    mustInclude: ['3 obligations', 'Austin Soccer Club'],
  },
  {
    question: 'which account pays verizon',
    intent: 'paying_account',
    mustInclude: ['Amex ****9876', '12th'],
    sourceIds: ['ob-phone'],
  },
  {
    question: 'is netflix on autopay',
    intent: 'paying_account',
    mustInclude: ['Amex ****9876', 'auto-pay'],
    sourceIds: ['ob-netflix'],
  },
  {
    question: 'how do we pay the water bill',
    intent: 'paying_account',
    mustInclude: ['Chase ****1234', 'manually'],
  },
  {
    question: 'what comes out of chase',
    intent: 'paying_account',
    mustInclude: ['16 obligations', '$6,270.94'],
  },
  {
    question: "what's paid from the amex",
    intent: 'paying_account',
    mustInclude: ['13 obligations', '$854.20'],
  },
  {
    question: 'what card pays for spotify',
    intent: 'paying_account',
    mustInclude: ['Amex ****9876'],
    sourceIds: ['ob-spotify'],
  },
  {
    question: 'Is the mortgage on autopay?',
    intent: 'paying_account',
    mustInclude: ['Chase ****1234', '1st'],
    sourceIds: ['ob-mortgage'],
  },
  {
    question: 'how is the daycare paid',
    intent: 'paying_account',
    mustInclude: ['Chase ****1234'],
  },
  {
    question: 'which bank account pays the mortgage',
    intent: 'paying_account',
    mustInclude: ['Chase ****1234'],
  },
  {
    question: 'what gets charged to the amex card',
    intent: 'paying_account',
    mustInclude: ['13 obligations'],
  },
  {
    question: 'what autopays come out of amex ****9876',
    intent: 'paying_account',
    mustInclude: ['13 obligations'],
  },

  // Due dates.
  {
    question: "what's due this week",
    intent: 'due',
    mustInclude: ['6 payments', '$664.18', 'ADT Security', 'Austin Energy'],
  },
  {
    question: 'what bills are due today',
    intent: 'due',
    mustInclude: ['ADT Security', '$44.99'],
    sourceIds: ['ob-security'],
  },
  { question: 'anything due tomorrow?', intent: 'due', mustInclude: ['Apple iCloud', '$9.99'] },
  {
    question: "what's due next week",
    intent: 'due',
    mustInclude: ['6 payments', '$671.27', 'Toyota Financial Services'],
  },
  {
    question: 'what bills are due in April',
    intent: 'due',
    mustInclude: ['22 payments', '$6,641.45'],
  },
  { question: "what's due next month", intent: 'due', mustInclude: ['April 2026', '$6,641.45'] },
  {
    question: "what's due in june",
    intent: 'due',
    mustInclude: ['State Farm', '$2,100.00', 'Bug Busters'],
  },
  {
    question: 'when is the verizon bill due',
    intent: 'due',
    mustInclude: ['Mar 12, 2026'],
    sourceIds: ['ob-phone'],
  },
  {
    question: 'when is the property tax due',
    intent: 'due',
    mustInclude: ['no payment day recorded'],
  },
  {
    question: 'what do we pay on march 25',
    intent: 'due',
    mustInclude: ['Northwestern Mutual', 'Haven Life', '$137.00'],
  },
  {
    question: "what's coming up in the next 10 days",
    intent: 'due',
    mustInclude: ['10 payments', '$1,228.47'],
  },
  {
    question: 'what bills are due before march 20',
    intent: 'due',
    mustInclude: ['10 payments', '$1,228.47'],
  },
  { question: 'upcoming bills', intent: 'due', mustInclude: ['next 30 days'] },
  { question: 'when does netflix get charged', intent: 'due', mustInclude: ['Mar 18, 2026'] },
  { question: 'what do we owe this week', intent: 'due', mustInclude: ['6 payments'] },
  {
    question: 'which payments come out on the 1st',
    intent: 'due',
    mustInclude: ['Apr 1', 'Wells Fargo Home Mortgage'],
  },
  {
    question: 'bills due between march 1 and march 15',
    intent: 'due',
    mustInclude: ['6 payments'],
  },
  {
    question: "what's due in 2 weeks",
    intent: 'due',
    mustInclude: ['Aqua-Tots', 'Toyota Financial Services'],
  },
  {
    question: 'How much will we pay the rest of this month?',
    intent: 'due',
    mustInclude: ['16 payments', '$1,697.45'],
  },
  {
    question: 'when is the camp payment due',
    intent: 'due',
    mustInclude: ['Camp Doublecreek', 'no payment day recorded'],
  },

  // Loans.
  {
    question: 'how much do we owe on the mortgage',
    intent: 'loans',
    mustInclude: ['$312,450.00'],
    sourceIds: ['loan-mortgage'],
  },
  {
    question: "what's the interest rate on the car loan",
    intent: 'loans',
    mustInclude: ['4.9%'],
    sourceIds: ['loan-camry'],
  },
  {
    question: 'when will the mortgage be paid off',
    intent: 'loans',
    mustInclude: ['June 2043', '17 years 3 months'],
  },
  {
    question: 'when will the student loan be paid off',
    intent: 'loans',
    mustInclude: ['unknown', 'interest rate'],
  },
  {
    question: 'how much debt do we have',
    intent: 'loans',
    mustInclude: ['$335,550.00', '$337,850.00'],
  },
  {
    question: 'what are our loans',
    intent: 'loans',
    mustInclude: ['3 loans', '$335,550.00', 'August 2029'],
  },
  { question: "what's our mortgage rate", intent: 'loans', mustInclude: ['6.125%'] },
  { question: 'how much do we owe on the honda', intent: 'loans', mustInclude: ['No loan'] },
  { question: 'mortgage balance?', intent: 'loans', mustInclude: ['$312,450.00'] },
  { question: 'when is the camry paid off', intent: 'loans', mustInclude: ['August 2029'] },
  {
    question: "what's the monthly payment on the car loan",
    intent: 'loans',
    mustInclude: ['$385.00'],
  },
  {
    question: 'how much interest will we pay on the mortgage',
    intent: 'loans',
    mustInclude: ['$194,041.59'],
  },
  {
    question: 'how much is left on the student loan',
    intent: 'loans',
    mustInclude: ['$8,900.00'],
    sourceIds: ['loan-student'],
  },
  { question: 'do we have a heloc', intent: 'loans', mustInclude: ['No such loan'] },
  { question: 'who is our mortgage lender', intent: 'loans', mustInclude: ['Wells Fargo'] },
  {
    question: 'whats the payoff date on the toyota loan',
    intent: 'loans',
    mustInclude: ['August 2029'],
  },
  {
    question: 'how much do we owe on the yacht',
    intent: 'loans',
    mustInclude: ["couldn't find", 'yacht'],
  },

  // Net worth, accounts and property values.
  { question: "what's our net worth", intent: 'net_worth', mustInclude: ['$636,378.00'] },
  // The home's address is on Properties.
  { question: "what's our home address", intent: 'record', mustInclude: ['12 Oak St'] },
  { question: 'whats our networth', intent: 'net_worth', mustInclude: ['$636,378.00'] },
  { question: 'how much are we worth', intent: 'net_worth', mustInclude: ['$636,378.00'] },
  {
    question: 'where is our money',
    intent: 'net_worth',
    mustInclude: ['$636,378.00', 'Vanguard $164,175.00'],
  },
  { question: 'what are our assets', intent: 'net_worth', mustInclude: ['$636,378.00'] },
  { question: 'how much cash do we have', intent: 'accounts', mustInclude: ['$67,400.00'] },
  {
    question: "what's in checking",
    intent: 'accounts',
    mustInclude: ['$12,400.00'],
    sourceIds: ['acct-checking'],
  },
  {
    question: 'how much is in the chase accounts',
    intent: 'accounts',
    mustInclude: ['$47,400.00'],
  },
  { question: 'how much is in savings', intent: 'accounts', mustInclude: ['$55,000.00'] },
  { question: "what's the balance on the amex", intent: 'accounts', mustInclude: ['$2,300.00'] },
  { question: 'how much is in ally', intent: 'accounts', mustInclude: ['$20,000.00'] },
  {
    question: 'what is the house worth',
    intent: 'property_value',
    mustInclude: ['$650,000.00'],
    sourceIds: ['prop-home'],
  },
  { question: "what's the camry worth", intent: 'property_value', mustInclude: ['$22,000.00'] },
  {
    question: 'how much are our cars worth',
    intent: 'property_value',
    mustInclude: ['$40,500.00'],
  },
  { question: 'value of the lamborghini', intent: 'net_worth', mustInclude: ["couldn't find"] },

  // Portfolio.
  { question: "what's our portfolio worth", intent: 'portfolio', mustInclude: ['$216,328.00'] },
  {
    question: 'how is our portfolio allocated',
    intent: 'portfolio',
    mustInclude: ['Mutual fund 66.6%', 'ETF'],
  },
  {
    question: 'how much have our investments gained',
    intent: 'portfolio',
    mustInclude: ['$62,928.00', '42.4%'],
  },
  {
    question: 'how many shares of VTI do we have',
    intent: 'portfolio',
    mustInclude: ['120 shares', '$31,848.00'],
    sourceIds: ['h-vti'],
  },
  { question: "what's our apple stock worth", intent: 'portfolio', mustInclude: ['$9,505.00'] },
  {
    question: 'how much is in the 401k',
    intent: 'portfolio',
    mustInclude: ['$164,175.00'],
    sourceIds: ['inv-401k'],
  },
  { question: "what's in the fidelity account", intent: 'portfolio', mustInclude: ['$52,153.00'] },
  { question: 'best performing holding', intent: 'portfolio', mustInclude: ['VFIAX'] },
  { question: 'worst performing investment', intent: 'portfolio', mustInclude: ['BND'] },
  { question: 'how diversified are we', intent: 'portfolio', mustInclude: ['Mutual fund'] },
  {
    question: 'what is our VFIAX position worth',
    intent: 'portfolio',
    mustInclude: ['$144,075.00'],
  },
  { question: 'do we own any tesla stock', intent: 'portfolio', mustInclude: ["couldn't find"] },
  {
    question: 'how are our investments doing',
    intent: 'portfolio',
    mustInclude: ['$216,328.00', 'gain'],
  },

  // Documents and signed originals.
  {
    question: 'where is the will',
    intent: 'document_location',
    mustInclude: ['Fireproof safe in the home office closet'],
    sourceIds: ['inst-will-alex'],
  },
  {
    question: "where's the original of the trust",
    intent: 'document_location',
    mustInclude: ['Whitfield Law'],
    sourceIds: ['inst-trust'],
  },
  {
    question: 'where is the car title',
    intent: 'document_location',
    mustInclude: ['Toyota Camry title.pdf', 'fireproof safe'],
  },
  {
    question: 'where is the boat title',
    intent: 'document_location',
    mustInclude: ["couldn't find", 'boat'],
  },
  {
    question: 'where is the safe deposit box key',
    intent: 'document_location',
    mustInclude: ['kitchen drawer'],
    sourceIds: ['gb-where'],
  },
  {
    question: 'do we have a copy of the deed',
    intent: 'document_location',
    mustInclude: ['12 Oak St warranty deed.pdf'],
  },
  {
    question: 'where are the passports',
    intent: 'document_location',
    mustInclude: ['blue folder'],
  },
  {
    question: 'where is the 2024 tax return',
    intent: 'document_location',
    mustInclude: ['2024 federal tax return.pdf'],
  },
  {
    question: 'where is the power of attorney',
    intent: 'document_location',
    mustInclude: ['Safe deposit box 214'],
  },
  { question: 'where is the living will', intent: 'document_location', mustInclude: ['drafted'] },
  {
    question: 'where is the health care poa',
    intent: 'document_location',
    mustInclude: ['not recorded'],
  },
  {
    question: "where is liam's birth certificate",
    intent: 'document_location',
    mustInclude: ['Liam birth certificate.pdf'],
  },
  {
    question: 'where are our documents',
    intent: 'document_location',
    mustInclude: ['9 documents'],
  },
  {
    question: 'where is the life insurance policy',
    intent: 'document_location',
    mustInclude: ['Northwestern Mutual policy contract.pdf'],
  },
  {
    question: 'where do we keep the password manager kit',
    intent: 'document_location',
    mustInclude: ['fireproof safe'],
  },
  {
    question: "where is sam's will",
    intent: 'document_location',
    mustInclude: ['Will of Sam Rivera'],
    sourceIds: ['inst-will-sam'],
  },
  {
    question: 'wheres the deed to the house',
    intent: 'document_location',
    mustInclude: ['12 Oak St warranty deed.pdf'],
  },

  // The estate plan's people.
  {
    question: 'who is our executor',
    intent: 'estate_people',
    mustInclude: ['Sam Rivera', 'Maria Lopez'],
  },
  {
    question: 'who is the alternate executor',
    intent: 'estate_people',
    mustInclude: ['Maria Lopez'],
  },
  {
    question: "who is Sam's executor",
    intent: 'estate_people',
    mustInclude: ['Alex Rivera'],
    sourceIds: ['inst-will-sam'],
  },
  {
    question: "who is the executer of alex's will",
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
    sourceIds: ['inst-will-alex'],
  },
  {
    question: 'who are the guardians for the kids',
    intent: 'estate_people',
    mustInclude: ['Maria Lopez', 'Carlos Lopez'],
    sourceIds: ['inst-guardian'],
  },
  {
    question: 'who would take care of the children',
    intent: 'estate_people',
    mustInclude: ['Maria Lopez'],
  },
  {
    question: 'who is our financial power of attorney',
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
    sourceIds: ['inst-financial-poa'],
  },
  {
    question: 'who makes medical decisions for me',
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
    sourceIds: ['inst-healthcare-poa'],
  },
  {
    question: 'who is the health care proxy',
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
    sourceIds: ['inst-healthcare-poa'],
  },
  {
    question: 'who is the successor trustee',
    intent: 'estate_people',
    mustInclude: ['Maria Lopez', 'David Chen'],
  },
  {
    question: "who's the trustee",
    intent: 'estate_people',
    mustInclude: ['Alex Rivera'],
    sourceIds: ['inst-trust'],
  },
  {
    question: 'who is the guardian for emma',
    intent: 'estate_people',
    mustInclude: ['Maria Lopez'],
  },
  {
    question: 'is bob the executor',
    intent: 'estate_people',
    mustInclude: ["couldn't find", 'bob'],
  },
  {
    question: 'whats the executors phone number',
    intent: 'estate_people',
    mustInclude: ['(512) 555-0110'],
  },
  { question: 'who is the agent on the poa', intent: 'estate_people', mustInclude: ['Sam Rivera'] },

  // Beneficiaries.
  {
    question: 'who is the beneficiary of the life insurance',
    intent: 'beneficiaries',
    mustInclude: ['Sam Rivera (100%)', 'Alex Rivera (100%)'],
    sourceIds: ['pol-life-alex', 'pol-life-sam'],
  },
  {
    question: 'who gets the 401k',
    intent: 'beneficiaries',
    mustInclude: ['Sam Rivera (100%)'],
    sourceIds: ['inv-401k'],
  },
  {
    question: 'who inherits the house',
    intent: 'beneficiaries',
    mustInclude: ['trust'],
    sourceIds: ['prop-home'],
  },
  {
    question: 'who are the beneficiaries of our accounts',
    intent: 'beneficiaries',
    mustInclude: ['Chase · Savings', 'Sam Rivera'],
  },
  {
    question: "benificiary on alex's life policy",
    intent: 'beneficiaries',
    mustInclude: ['Sam Rivera (100%)', 'Emma Rivera (50%)'],
  },
  {
    question: 'who gets the fidelity account',
    intent: 'beneficiaries',
    mustInclude: ['no beneficiary recorded'],
    sourceIds: ['inv-fidelity'],
  },
  {
    question: 'who is the beneficiary of the chase savings',
    intent: 'beneficiaries',
    mustInclude: ['Sam Rivera'],
  },

  // Advisors.
  {
    question: 'who is our cpa',
    intent: 'advisor',
    mustInclude: ['Priya Shah', '(512) 555-0199'],
    sourceIds: ['adv-cpa'],
  },
  {
    question: "what's the attorney's phone number",
    intent: 'advisor',
    mustInclude: ['(512) 555-0142'],
    sourceIds: ['adv-attorney'],
  },
  {
    question: 'how do I reach Dana',
    intent: 'advisor',
    mustInclude: ['Dana Whitfield', 'dana@whitfieldlaw.com'],
  },
  { question: "Priya's email", intent: 'advisor', mustInclude: ['priya@shahcpa.com'] },
  { question: 'who is our insurance agent', intent: 'advisor', mustInclude: ['Tom Nguyen'] },
  {
    question: 'who is our financial advisor',
    intent: 'advisor',
    mustInclude: ['Marcus Bell', 'no email recorded'],
  },
  { question: 'who is our doctor', intent: 'advisor', mustInclude: ['No physician'] },
  { question: 'our lawyers email', intent: 'advisor', mustInclude: ['dana@whitfieldlaw.com'] },
  { question: 'accountant contact info', intent: 'advisor', mustInclude: ['Priya Shah'] },
  { question: "what's Marcus's number", intent: 'advisor', mustInclude: ['(512) 555-0123'] },

  // What happens if…
  {
    question: 'what happens if I die',
    intent: 'if_something_happens',
    mustInclude: ['Sam Rivera and Maria Lopez', 'Fireproof safe', 'Triggering event'],
    sourceIds: ['inst-will-alex'],
  },
  {
    question: 'what happens if I become incapacitated',
    intent: 'if_something_happens',
    mustInclude: ['Safe deposit box 214', 'health-care agent'],
    sourceIds: ['inst-financial-poa'],
  },
  {
    question: 'what if something happens to me',
    intent: 'if_something_happens',
    mustInclude: ['trusted contacts'],
  },
  {
    question: 'if i pass away what do my kids need to do',
    intent: 'if_something_happens',
    mustInclude: ['Maria Lopez'],
  },
  {
    question: 'who are our trusted contacts',
    intent: 'if_something_happens',
    mustInclude: ['Sam Rivera and Maria Lopez'],
  },
  {
    question: "what happens when I'm gone",
    intent: 'if_something_happens',
    mustInclude: ['Triggering event'],
  },

  // Insurance policies.
  {
    question: 'how much life insurance do we have',
    intent: 'insurance',
    mustInclude: ['$1,500,000.00'],
    sourceIds: ['pol-life-alex', 'pol-life-sam'],
  },
  {
    question: 'what insurance policies do we have',
    intent: 'insurance',
    mustInclude: ['5 policies', 'Chubb'],
  },
  { question: "what's the umbrella coverage", intent: 'insurance', mustInclude: ['$2,000,000.00'] },
  { question: 'who is insured', intent: 'insurance', mustInclude: ['Alex Rivera', 'Sam Rivera'] },
  {
    question: "what is the face amount of sam's policy",
    intent: 'insurance',
    mustInclude: ['$500,000.00'],
    sourceIds: ['pol-life-sam'],
  },
  {
    question: 'does the geico policy have a face amount',
    intent: 'insurance',
    mustInclude: ['not recorded'],
  },
  {
    question: 'whats our home insurance coverage',
    intent: 'insurance',
    mustInclude: ['$520,000.00'],
  },

  // Help.
  { question: 'what can you do', intent: 'help', mustInclude: ['spending by category'] },
  { question: 'help', intent: 'help', mustInclude: ['executor'] },
  { question: 'hi', intent: 'help', mustInclude: ['auto-pay'] },

  // Further phrasings, written after the first round and run unseen.
  {
    question: "How much are we paying for Emma's activities?",
    intent: 'spending',
    mustInclude: ['$630.00', 'activities'],
  },
  { question: "what's the total for car stuff", intent: 'spending', mustInclude: ['$725.83'] },
  {
    question: "monthly cost for the kids' swim lessons",
    intent: 'spending',
    mustInclude: ['$98.00', 'Aqua-Tots Swim School'],
  },
  {
    question: 'How much goes to Bright Horizons every month?',
    intent: 'spending',
    mustInclude: ['$1,450.00'],
  },
  { question: 'cost of phone', intent: 'spending', mustInclude: ['$185.00', 'Verizon Wireless'] },
  {
    question: 'what do we pay geico',
    intent: 'spending',
    mustInclude: ['$142.00'],
    sourceIds: ['ob-camry-insurance'],
  },
  { question: "What's our Spotify charge?", intent: 'spending', mustInclude: ['$16.99'] },
  {
    question: 'what are we paying for health insurance',
    intent: 'spending',
    mustInclude: ['$780.00', 'health insurance'],
  },
  { question: 'cost of dental', intent: 'spending', mustInclude: ['$64.00', 'Delta Dental'] },
  { question: 'show me the camry costs', intent: 'spending', mustInclude: ['$534.08'] },
  { question: "what's our phone bill each month", intent: 'spending', mustInclude: ['$185.00'] },
  { question: "How much are Liam's swim lessons?", intent: 'spending', mustInclude: ['$98.00'] },
  {
    question: 'what does the honda cost to insure',
    intent: 'spending',
    mustInclude: ['$118.00', 'Progressive'],
  },
  { question: 'total spent on kids per year', intent: 'spending', mustInclude: ['$26,136.00'] },
  { question: 'How much goes to Austin Energy?', intent: 'spending', mustInclude: ['$164.20'] },
  { question: 'whats auto pay', intent: 'autopay', mustInclude: ['25 obligations'] },
  {
    question: 'list all bills on autopay from chase',
    intent: 'autopay',
    mustInclude: ['12 obligations', 'Chase ****1234'],
  },
  {
    question: 'is the daycare paid automatically',
    intent: 'autopay',
    mustInclude: ['Chase ****1234'],
  },
  {
    question: 'Which of our bills do I have to pay by hand?',
    intent: 'manual_pay',
    mustInclude: ['16 obligations'],
  },
  {
    question: 'what bills do we pay in cash',
    intent: 'manual_pay',
    mustInclude: ['16 obligations'],
  },
  {
    question: 'which bills come out of the chase account',
    intent: 'paying_account',
    mustInclude: ['16 obligations'],
  },
  { question: "what's billed to amex", intent: 'paying_account', mustInclude: ['13 obligations'] },
  { question: "when's the mortgage due", intent: 'due', mustInclude: ['Apr 1, 2026'] },
  { question: "what's due on friday", intent: 'due', mustInclude: ['Nothing', 'Mar 13, 2026'] },
  {
    question: 'what payments are scheduled for the 15th',
    intent: 'due',
    mustInclude: ['Austin Energy', '$164.20'],
  },
  {
    question: "What's due the week after next?",
    intent: 'due',
    mustInclude: ['Mar 23', '4 payments', '$362.00'],
  },
  {
    question: 'any payments on the 20th',
    intent: 'due',
    mustInclude: ['Toyota Financial Services'],
  },
  {
    question: 'when do we pay the HOA',
    intent: 'due',
    mustInclude: ['Oak Hills HOA', 'no payment day recorded'],
  },
  { question: 'how much is due in july', intent: 'due', mustInclude: ['July 2026'] },
  { question: "What's left on our car loan?", intent: 'loans', mustInclude: ['$14,200.00'] },
  { question: "what's the APR on the mortgage", intent: 'loans', mustInclude: ['6.125%'] },
  {
    question: 'how long until the mortgage is paid off',
    intent: 'loans',
    mustInclude: ['June 2043'],
  },
  {
    question: 'how many years left on the mortgage',
    intent: 'loans',
    mustInclude: ['17 years 3 months'],
  },
  { question: "what's our total debt", intent: 'loans', mustInclude: ['$337,850.00'] },
  {
    question: "what's the remaining balance on the mortgage",
    intent: 'loans',
    mustInclude: ['$312,450.00'],
  },
  {
    question: 'how much principal is left on the car',
    intent: 'loans',
    mustInclude: ['$14,200.00'],
  },
  {
    question: 'when will we be debt free',
    intent: 'loans',
    mustInclude: ['$335,550.00', 'June 2043'],
  },
  {
    question: 'how much money do we have in the bank',
    intent: 'accounts',
    mustInclude: ['$67,400.00'],
  },
  {
    question: "what's our biggest asset",
    intent: 'net_worth',
    mustInclude: ['12 Oak St, Austin, TX 78701 $650,000.00'],
  },
  {
    question: 'how much equity do we have in the house',
    intent: 'property_value',
    mustInclude: ['$337,550.00'],
    sourceIds: ['prop-home', 'loan-mortgage'],
  },
  {
    question: "what's our car worth",
    intent: 'property_value',
    mustInclude: ['$22,000.00', '$18,500.00'],
  },
  { question: 'how much money is in savings', intent: 'accounts', mustInclude: ['$55,000.00'] },
  { question: 'how much is our 401(k) worth', intent: 'portfolio', mustInclude: ['$164,175.00'] },
  {
    question: 'what percent of our portfolio is in stocks',
    intent: 'portfolio',
    mustInclude: ['Stock 4.4%'],
  },
  {
    question: 'how much did we pay for our VTI shares',
    intent: 'portfolio',
    mustInclude: ['$25,000.00'],
  },
  { question: 'what do we have at vanguard', intent: 'portfolio', mustInclude: ['$164,175.00'] },
  { question: "what's the value of our stocks", intent: 'portfolio', mustInclude: ['$216,328.00'] },
  { question: "what's apple trading at", intent: 'portfolio', mustInclude: ['$190.10'] },
  {
    question: "where's the title for the honda",
    intent: 'document_location',
    mustInclude: ['fireproof safe'],
  },
  {
    question: "where is the dog's vet info",
    intent: 'document_location',
    mustInclude: ['Oak Hill Vet'],
  },
  {
    question: 'where can I find the trust documents',
    intent: 'document_location',
    mustInclude: ['Whitfield Law'],
  },
  {
    question: "where did we put emma's passport",
    intent: 'document_location',
    mustInclude: ['Emma passport.jpg'],
  },
  {
    question: 'where are the keys to the safe deposit box',
    intent: 'document_location',
    mustInclude: ['kitchen drawer'],
  },
  {
    question: "who's the executor of the estate",
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
  },
  { question: 'who will raise our kids', intent: 'estate_people', mustInclude: ['Maria Lopez'] },
  { question: "who's the backup guardian", intent: 'estate_people', mustInclude: ['Carlos Lopez'] },
  { question: 'who did we name as executor', intent: 'estate_people', mustInclude: ['Sam Rivera'] },
  {
    question: 'who can make health decisions for alex',
    intent: 'estate_people',
    mustInclude: ['Sam Rivera'],
    sourceIds: ['inst-healthcare-poa'],
  },
  {
    question: "who handles my finances if i'm incapacitated",
    intent: 'if_something_happens',
    mustInclude: ['financial agent', 'Sam Rivera'],
  },
  {
    question: 'what happens to the kids if we both die',
    intent: 'if_something_happens',
    mustInclude: ['Maria Lopez'],
  },
  {
    question: 'who gets my life insurance money',
    intent: 'beneficiaries',
    mustInclude: ['Sam Rivera (100%)'],
  },
  {
    question: 'who is listed on the life policy',
    intent: 'insurance',
    mustInclude: ['Sam Rivera (100%)'],
  },
  {
    question: 'do we have disability insurance',
    intent: 'insurance',
    mustInclude: ['No disability insurance'],
  },
  {
    question: 'how much is the house insured for',
    intent: 'insurance',
    mustInclude: ['$520,000.00'],
  },
  {
    question: 'how much life insurance does sam have',
    intent: 'insurance',
    mustInclude: ['$500,000.00'],
  },
  {
    question: 'what are the policy limits on the umbrella',
    intent: 'insurance',
    mustInclude: ['$2,000,000.00'],
  },
  { question: "what's the lawyer's name", intent: 'advisor', mustInclude: ['Dana Whitfield'] },
  { question: "give me the cpa's number", intent: 'advisor', mustInclude: ['(512) 555-0199'] },
  { question: 'who do I call about insurance', intent: 'advisor', mustInclude: ['Tom Nguyen'] },
  { question: 'who do we call about taxes', intent: 'advisor', mustInclude: ['Priya Shah'] },
  {
    question: 'contact info for our financial planner',
    intent: 'advisor',
    mustInclude: ['Marcus Bell'],
  },
  {
    question: "what's the email for tom",
    intent: 'advisor',
    mustInclude: ['tom@nguyenagency.com'],
  },
  { question: 'is it safe to invest in crypto', expect: 'unknown' },
  { question: 'can you move money from savings to checking', expect: 'unknown' },
  { question: "what's the s&p 500 at", expect: 'unknown' },
  { question: 'how rich is my brother', expect: 'unknown' },
  { question: "what's the dow doing today", expect: 'unknown' },
  { question: 'give me investment advice', expect: 'unknown' },

  // Not answerable: advice, the outside world, other people, actions, nonsense.
  { question: 'should I buy more apple stock', expect: 'unknown' },
  { question: 'can I deduct my mortgage interest', expect: 'unknown' },
  { question: 'what is the capital of France', expect: 'unknown' },
  { question: 'tell me a joke', expect: 'unknown' },
  { question: "what's my neighbor's net worth", expect: 'unknown' },
  { question: 'how much does the Johnson family spend', expect: 'unknown' },
  { question: 'asdfgh', expect: 'unknown' },
  { question: "what's the price of bitcoin", expect: 'unknown' },
  { question: 'is my will legally valid', expect: 'unknown' },
  { question: 'what will the stock market do', expect: 'unknown' },
  { question: 'how do I lower my taxes', expect: 'unknown' },
  { question: 'what are mortgage rates today', expect: 'unknown' },
  { question: 'who won the game last night', expect: 'unknown' },
  { question: "What's Elon Musk's net worth", expect: 'unknown' },
  { question: 'should we refinance the mortgage', expect: 'unknown' },
  { question: "what's our credit score", expect: 'unknown' },
  { question: 'will it rain tomorrow', expect: 'unknown' },
  { question: 'is it a good time to sell our stocks', expect: 'unknown' },
  { question: "what's the best stock to buy", expect: 'unknown' },
  { question: 'write me a poem', expect: 'unknown' },
  { question: 'what do you recommend for retirement', expect: 'unknown' },
  { question: 'how much tax do we owe this year', expect: 'unknown' },
  { question: 'translate hello into spanish', expect: 'unknown' },
  { question: "what's the weather like in austin", expect: 'unknown' },
  { question: 'how much does my boss make', expect: 'unknown' },
  { question: 'can you pay the verizon bill for me', expect: 'unknown' },
  { question: 'cancel netflix', expect: 'unknown' },
  { question: 'what is jeff bezos worth', expect: 'unknown' },
  { question: 'is our trust still valid', expect: 'unknown' },
  { question: 'do we need a trust', expect: 'unknown' },
  { question: 'purple monkey dishwasher', expect: 'unknown' },
  { question: '???', expect: 'unknown' },
  { question: 'what is the meaning of life', expect: 'unknown' },
  { question: 'which stocks will go up next week', expect: 'unknown' },
];
