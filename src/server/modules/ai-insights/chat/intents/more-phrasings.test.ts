import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';
import { isOutOfScope } from '../out-of-scope';
import { withAdvisorsNamed } from '../records/advisor-firms';
import { normalizeText } from '../text/normalize';

describe('a guidebook entry named by its heading', () => {
  it('answers over another answer that says less of what was asked', async () => {
    // "Pets" is an entry's title; the router alone reads "dog" and "food" as nothing it knows.
    const answer = await ask(
      'Where is the pets food kept, and who is the dog’s vet?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.response).toContain('Oak Hill Vet');
  });

  it('is the family’s own plan for a "how long should we keep…" question', async () => {
    const answer = await ask(
      'How long should we keep the digital accounts?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('1Password');
  });

  it('is the family’s plan for "how long should <a record> stay open"', async () => {
    const answer = await ask(
      'how long should the digital accounts stay open',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('1Password');
  });

  it('answers a question an intent found nothing for, when it holds most of its words', async () => {
    // Read as investments, the question names no account; the entry's text says it.
    const answer = await ask(
      'password manager emergency kit for the portfolio logins?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toContain('1Password');
  });

  it('is not read for a question of advice', async () => {
    const answer = await ask(
      'How long should we keep our tax returns?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.understood).toBe(false);
  });
});

describe('spending by how often it is charged', () => {
  it('adds up the bills paid once a year, not a year of every bill', async () => {
    const snapshot = riveraSnapshot();
    const yearly = snapshot.obligations.filter((each) => each.frequency === 'yearly');
    const cents = yearly.reduce((sum, each) => sum + each.costCents, 0);
    const answer = await ask(
      'The bills we only pay once a year, what do they add up to?',
      snapshot,
    );
    expect(answer.response).toMatch(
      new RegExp(
        `^Your ${yearly.length} obligations paid once a year come to \\$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} a year`,
      ),
    );
  });
});

describe('advisors', () => {
  it('answers a role’s advisor with their notes when the rest names no one', async () => {
    const snapshot = riveraSnapshot();
    snapshot.advisors = snapshot.advisors.map((advisor) =>
      advisor.id === 'adv-cpa' ? { ...advisor, notes: 'Files our return every April.' } : advisor,
    );
    const answer = await ask('What time of year does the CPA usually do our taxes?', snapshot);
    expect(answer.response).toContain('Priya Shah');
    expect(answer.response).toContain('“Files our return every April.”');
  });

  it('names the advisor whose firm a place is', () => {
    const advisors = riveraSnapshot().advisors;
    expect(withAdvisorsNamed('A copy with Whitfield Law.', advisors)).toBe(
      'A copy with Whitfield Law (Dana Whitfield, your attorney, is at Whitfield Law)',
    );
    expect(withAdvisorsNamed('The home office closet', advisors)).toBe('The home office closet');
  });
});

describe('more ways of asking', () => {
  it('reads "for me" as the person who said they are asking, an alternate said as one', async () => {
    const answer = await ask(
      "Maria Lopez here, Alex's sister: what phone number do you have on file for me?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Maria Lopez \(Sister, first alternate executor/);
    expect(answer.response).toContain('phone (512) 555-0177');
  });

  it('reads the family by its name as the household, a loss "today" as a loss, and "how large"', async () => {
    const amex = await ask(
      "How many of the Riveras' bills are charged to the Amex card, and what do they come to per month?",
      riveraSnapshot(),
    );
    expect(amex.response).toMatch(/^13 bills come to \$854\.20 a month/);
    const losing = await ask(
      'Which of our holdings are worth less today than we paid for them?',
      riveraSnapshot(),
    );
    expect(losing.response).toMatch(/^2 holdings are worth less than what you paid: /);
    const gain = await ask(
      'which single holding has the largest unrealized gain, and how large is it?',
      riveraSnapshot(),
    );
    expect(gain.response).toContain('a gain of $54,075.00');
  });

  it('reads the cash at the bank named before "accounts", a loss "than was paid", firms and spouses', async () => {
    const chase = await ask(
      'How much cash do we have across the Chase accounts, checking plus savings?',
      riveraSnapshot(),
    );
    expect(chase.response).toContain('$47,400.00 in 2 accounts');
    expect(chase.response).not.toContain('Ally');
    const losing = await ask('Which holding is worth less than was paid for it?', riveraSnapshot());
    expect(losing.response).toMatch(/^2 holdings are worth less than what you paid: /);
    const advisors = await ask(
      'List all our advisors with their roles and firms.',
      riveraSnapshot(),
    );
    expect(advisors.response).toContain('Dana Whitfield (Attorney, Whitfield Law)');
    const cover = await ask(
      'For the financial plan: what is the total life insurance face amount across both spouses?',
      riveraSnapshot(),
    );
    expect(cover.response).toMatch(/^You have \$1,500,000\.00 of life insurance/);
  });

  it('reads "what is she named to do" as the roles of the person named', async () => {
    const answer = await ask(
      'How is Maria Lopez related to us, and what is she named to do for the children?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Maria Lopez: /);
    expect(answer.response).toContain('named guardian in Guardian nomination');
  });

  it('reads "adding up" as asking, and "the bills we charge to the Amex" as the card\'s', async () => {
    const yearly = await ask(
      'Adding up only the bills we pay once a year, what is the total for a year?',
      riveraSnapshot(),
    );
    expect(yearly.response).toMatch(/^Your 8 obligations paid once a year come to \$14,494\.00/);
    const charges = await ask(
      'Please total the charges that are billed once a year.',
      riveraSnapshot(),
    );
    expect(charges.response).toMatch(/^Your 8 obligations paid once a year come to \$14,494\.00/);
    const amex = await ask(
      'what do the bills we charge to the Amex card come to per month?',
      riveraSnapshot(),
    );
    expect(amex.response).toMatch(/^13 bills come to \$854\.20 a month/);
  });

  it('reads "that card" as the card a statement before it named', async () => {
    const answer = await ask(
      'I need to move the bills off the Amex card. What do the obligations paid on that card come to per month?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^13 bills come to \$854\.20 a month/);
  });

  it('reads the couple named together as the household, not two lists', async () => {
    const answer = await ask(
      "What are Alex and Sam's three biggest bills by monthly cost?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^The 3 largest bills by monthly cost are 1\. Wells Fargo Home Mortgage/,
    );
  });

  it('lists the guidebook entries asked "by title", and a loan term in months too', async () => {
    const entries = await ask(
      'List every entry in our guidebook by its title.',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(entries.response).toMatch(/^Your family guidebook has 4 entries: /);
    const loan = await ask(
      'When was the Camry loan taken out, and how many months is its term?',
      riveraSnapshot(),
    );
    expect(loan.response).toContain('over 6 years (72 months)');
  });

  it('filters the estate documents by the year they were signed', async () => {
    const before = await ask('Which estate documents were signed before 2025?', riveraSnapshot());
    expect(before.response).toMatch(/^\d+ estate documents?: /);
    expect(before.response).toContain('signed Mar 3, 2024');
    const none = await ask('Which estate documents were signed before 2024?', riveraSnapshot());
    expect(none.response).toBe('None of those estate documents was signed before 2024.');
  });

  it('reads phone shorthand and a swapped-letter typo', async () => {
    const yearly = await ask('what do our once-a-year bills add up to?', riveraSnapshot());
    expect(yearly.response).toMatch(/^Your 8 obligations paid once a year come to \$14,494\.00/);
    const amex = await ask('how much goes on the amex each mo', riveraSnapshot());
    expect(amex.response).toMatch(/^13 bills come to \$854\.20 a month/);
    const worth = await ask('how much is my 401k wroth rn', riveraSnapshot());
    expect(worth.response).toMatch(/^Vanguard · Alex 401\(k\) is worth \$164,175\.00/);
    const contribution = await ask('when does the 529 contrib go out', riveraSnapshot());
    expect(contribution.response).toMatch(/^Vanguard 529 Plan \(Emma\) \$200\.00\/mo is next due/);
  });

  it('reads a payment "taken out" as its day, a loan "taken out" as when it was borrowed', async () => {
    const payment = await ask('When is the Camry car payment taken out?', riveraSnapshot());
    expect(payment.response).toMatch(
      /^Toyota Financial Services \(Toyota Camry\) \$385\.00\/mo is next due/,
    );
    const loan = await ask('When was the Camry loan taken out?', riveraSnapshot());
    expect(loan.response).toContain('borrowed $28,000.00 on Jan 15, 2023');
  });

  it('reads "the family attorney" before a colon as who asks', async () => {
    const answer = await ask(
      'Dana Whitfield, the family attorney, for the estate inventory: what is the house worth?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('$650,000.00');
    expect(answer.response).not.toContain('Whitfield Law');
  });

  it('reads a number before "biggest" as how many, not as a name', async () => {
    const answer = await ask('wht r our 3 biggest monthly paymnts', riveraSnapshot());
    expect(answer.response).toMatch(/^Your largest obligations, by monthly cost: 1\. Wells Fargo/);
    expect(answer.response).toContain('3. ');
    expect(answer.response).not.toContain('4. ');
  });

  it('adds up the whole category when asked its total beside its biggest bill', async () => {
    const answer = await ask(
      "In the kids category, which bill costs the most, and what's the category's monthly total?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^Your largest obligations for the kids, by monthly cost: 1\. /,
    );
    // Six monthly bills ($1,450 + $75 + $160 + $45 + $98 + $200) and a yearly $1,800 ($150 a month).
    expect(answer.response).toContain('In all, 7 obligations come to $2,178.00 a month');
  });

  it('reads the household on Nido as the household, not another family', async () => {
    const answer = await ask(
      'who is the trusted contact on the Rivera Nido household?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Your trusted contacts');
  });

  it('gathers someone’s roles across the documents of the person named in the possessive', async () => {
    const answer = await ask(
      "in what roles is Maria named across Alex's will and trust?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Maria Lopez: /);
    expect(answer.response).toContain('first alternate executor in Will of Alex Rivera');
    expect(answer.response).toContain('successor trustee in Revocable living trust');
  });

  it('sets a home’s value and its policy’s cover apart when asked by how much', async () => {
    const answer = await ask(
      "Is the house insured for more or less than it's worth, and by how much?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('estimated value $650,000.00');
    expect(answer.response).toContain('$520,000.00');
    expect(answer.response).toContain(
      'Difference: $130,000.00 (12 Oak St, Austin, TX 78701 is more, State Farm home policy less).',
    );
  });

  it('reads "who gets the kids" as their guardian', async () => {
    const answer = await ask(
      'If something happens to both of us, who gets the kids?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toContain('guardian');
  });

  it('reads "everything we own less everything we owe" as net worth', async () => {
    const answer = await ask(
      'If you add up everything we own and subtract everything we owe, where do we stand?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Your net worth is /);
  });

  it('adds an account named beside the cash', async () => {
    const answer = await ask(
      'How much cash do we have in the bank, counting the Ally account?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Ally');
    expect(answer.response).toContain('Total Checking');
  });

  it('finds a holding worth less than what was paid', async () => {
    const answer = await ask('Is any holding worth less than we paid?', riveraSnapshot());
    expect(answer.response).toMatch(/^2 holdings are worth less than what you paid: /);
    // An advisor asking of the family: "they paid".
    const theirs = await ask(
      "Is any of the Riveras' holdings worth less than they paid for it?",
      riveraSnapshot(),
    );
    expect(theirs.response).toMatch(/^2 holdings are worth less than what you paid: /);
  });

  it('reads a bill from a policy’s carrier as insurance', async () => {
    const answer = await ask('What do we pay for insurance on the Camry?', riveraSnapshot());
    expect(answer.response).toContain('GEICO');
  });

  it('finds the record that holds what is asked among those the words name', async () => {
    const answer = await ask('Next Camry car payment — what date?', riveraSnapshot());
    expect(answer.response).toBe(
      'Toyota Financial Services auto loan: $385.00 a month; due on the 20th each month, next on Mar 20, 2026.',
    );
    // Not for what no record holds.
    const dentist = await ask("When is Emma's next dentist appointment?", riveraSnapshot());
    expect(dentist.response).not.toContain('next on');
    // Nor the records that are only hers: the question names nothing of them.
    expect(dentist.understood).toBe(false);
    const checkup = await ask("What day is Liam's next checkup?", riveraSnapshot());
    expect(checkup.understood).toBe(false);
  });

  it('reads a number in words as no name, and "takes over as trustee" as the successor', async () => {
    const savings = await ask('What do our two savings accounts hold in total?', riveraSnapshot());
    expect(savings.response).toMatch(/^Your savings accounts hold /);
    const trustee = await ask(
      'Who takes over as trustee if both of us are gone?',
      riveraSnapshot(),
    );
    expect(trustee.response).toContain('successor trustee');
  });

  it('says by how much one costs more than the other', async () => {
    const answer = await ask(
      'Which costs more, Netflix or Spotify, and by how much?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^Netflix \(\$[\d.,]+ a month\) is \$[\d.,]+ a month \(\$[\d.,]+ a year\) more than Spotify \(\$[\d.,]+ a month\)\.$/,
    );
  });

  it('reads "the insurance category" as the category, insurance as every policy’s bill', async () => {
    const category = await ask(
      'What does our insurance category cost us a month?',
      riveraSnapshot(),
    );
    expect(category.response).not.toContain('GEICO');
    const insurance = await ask('What do we spend on insurance a month?', riveraSnapshot());
    expect(insurance.response).toContain('GEICO');
  });

  it('keeps everyday questions out of the new readings (a review)', async () => {
    const loan = await ask('Where do we stand on the Camry loan?', riveraSnapshot());
    expect(loan.response).not.toMatch(/^Your net worth/);
    const accounts = await ask('How much is in our accounts?', riveraSnapshot(), SEARCHABLE_TEXTS);
    expect(accounts.intent).not.toBe('guidebook');
    for (const question of [
      'Does the family law attorney have access?',
      'If we move to Dallas, what happens to the Austin Energy bill?',
      'What did the estate tax return cost?',
      'Do we need a new one for the dishwasher warranty?',
    ])
      expect(isOutOfScope(normalizeText(question)), question).toBe(false);
    expect(isOutOfScope(normalizeText('If we move to Colorado, do our wills still hold up?'))).toBe(
      true,
    );
  });

  it('adds up two bills of the same price as two', async () => {
    const snapshot = riveraSnapshot();
    const netflix = snapshot.obligations.find((each) => each.vendor === 'Netflix');
    snapshot.obligations = snapshot.obligations.map((each) =>
      each.vendor.startsWith('Spotify') ? { ...each, costCents: netflix?.costCents ?? 0 } : each,
    );
    const answer = await ask('Netflix plus Spotify, how much together?', snapshot);
    expect(answer.response).toContain(
      `$${((2 * (netflix?.costCents ?? 0)) / 100).toFixed(2)} a month`,
    );
  });
});

describe('phrasings from held-out-37 to -40', () => {
  it('reads who is asking and why, then the question', async () => {
    const snapshot = riveraSnapshot();
    const amex = await ask(
      'Acting as executor for Alex: what balance is owed on the American Express card?',
      snapshot,
    );
    expect(amex.intent).toBe('loans');
    const due = await ask(
      'CPA here, tracking 529 contributions: when does the next Nelnet payment go out?',
      snapshot,
    );
    expect(due.intent).toBe('due');
    const someoneAsks = await ask(
      'The billing office wants to know which card payments come from: what are the last four digits of the Amex?',
      snapshot,
    );
    expect(someoneAsks.response).toMatch(/^American Express · Blue Cash: /);
  });

  it('reads a payout going to someone as its beneficiaries', async () => {
    const answer = await ask(
      'If we both died, who would the Northwestern Mutual payout go to?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('beneficiaries');
  });

  it('answers who can edit or only view as access', async () => {
    const answer = await ask(
      'Can our CPA edit our stuff in Nido or only look at it?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/have access/);
  });

  it('reads "when does the fund draft go out" as a bill’s day', async () => {
    const answer = await ask('When does the Nelnet draft go out?', riveraSnapshot());
    expect(answer.intent).toBe('due');
  });

  it('keeps to the bills one account pays when asked which are paid by hand', async () => {
    const snapshot = riveraSnapshot();
    const manual = snapshot.obligations.filter(
      (obligation) => obligation.bankAccount === 'Chase ****1234' && !obligation.isAutoPay,
    );
    const answer = await ask(
      "Which bills get charged to checking but aren't set up on autopay?",
      snapshot,
    );
    expect(answer.response).toMatch(
      new RegExp(`^${manual.length} obligations? (is|are) paid manually`),
    );
  });

  it('adds up what ends up on a card in a typical month', async () => {
    const snapshot = riveraSnapshot();
    const onAmex = snapshot.obligations.filter(
      (obligation) => obligation.bankAccount === 'Amex ****9876',
    );
    const answer = await ask('What ends up on the Amex in a typical month, all in?', snapshot);
    expect(answer.response).toMatch(
      new RegExp(`^${onAmex.length} (obligations are paid from|bills come to)`),
    );
  });

  it('declines a licence number and whether a claim was paid', () => {
    expect(isOutOfScope("what's marcus lee's cpa license number")).toBe(true);
    expect(isOutOfScope('has northwestern mutual paid out the death claim yet')).toBe(true);
    expect(isOutOfScope('what is the license plate on the camry')).toBe(false);
  });

  it('reads what was originally paid as the purchase, and phone shorthand', () => {
    expect(normalizeText('What did we originally pay for the house?')).toBe(
      'what did we paid for the house',
    );
    expect(normalizeText('what did we pay for the house orig')).toBe(
      'what did we paid for the house',
    );
    expect(normalizeText('what did i want done w my gmail')).toBe(
      'what did i want done with my gmail',
    );
  });
});

describe('phrasings from held-out-41 and -42', () => {
  it('reads what is owed a vendor each month as a bill, and "they" as the family', async () => {
    const answer = await ask(
      "Hi, this is Alex's mom. I'm helping out while Alex is in the hospital. What do they owe Netflix each month?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('spending');
    expect(answer.response).toMatch(/^You spend \$[\d,.]+ a month \(\$[\d,.]+ a year\) on Netflix/);
  });

  it('counts every estate document when the owner asks with the other adult ("Sam and I")', async () => {
    const snapshot = riveraSnapshot();
    const answer = await ask(
      'How many estate planning documents do Sam and I have in total, counting the wills, the trust and the directives?',
      snapshot,
    );
    expect(answer.response).toMatch(
      new RegExp(`^${snapshot.estate.instruments.length} estate documents: `),
    );
  });

  it('gives net worth when the question lists what it counts', async () => {
    const answer = await ask(
      "What's our net worth, counting the bank accounts, investments, homes and cars, minus the loans?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Your net worth is /);
  });

  it('reads "executed the will" as signed, and a name with a firm as who is asking', async () => {
    const answer = await ask(
      'Dana Whitfield of Whitfield Law. Please confirm the date on which Alex Rivera executed the will.',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_documents');
    expect(answer.response).toContain('signed');
  });

  it('reads "subs" as subscriptions and "ticker pls" as asking the holding', async () => {
    expect(normalizeText('the streaming subs')).toBe('the streaming subscriptions');
    const snapshot = riveraSnapshot();
    const bond = await ask('which fund in the 401k is the bond one? ticker pls', snapshot);
    expect(bond.response).toContain('VBTLX');
  });
});

describe('phrasings from held-out-43 and -44', () => {
  it('leaves out a lead-in that gives the asker’s role or says a question follows', async () => {
    const snapshot = riveraSnapshot();
    const due = await ask(
      "Executor of Alex's estate: on what day does Toyota Financial pull the Camry payment?",
      snapshot,
    );
    expect(due.intent).toBe('due');
    const basis = await ask(
      "CPA question for the Riveras' return: what's the cost basis of the Apple position in the joint brokerage?",
      snapshot,
    );
    expect(basis.response).toMatch(/^You hold \S+ shares of AAPL/);
  });

  it('keeps the bills drafted in the last days of the month', async () => {
    const snapshot = riveraSnapshot();
    const late = snapshot.obligations.filter(
      (obligation) => obligation.isAutoPay && (obligation.autoPayDate ?? 0) >= 22,
    );
    const answer = await ask('Which autopays hit in the last ten days of the month?', snapshot);
    expect(answer.response).toMatch(new RegExp(`^${late.length} bills?: `));
  });

  it('reads "pol number" and "abt"', () => {
    expect(normalizeText('geico pol number for the camry')).toBe(
      'geico policy number for the camry',
    );
    expect(normalizeText('what did i say abt grandma')).toBe('what did i say about grandma');
  });
});

describe('phrasings from held-out-27, -51 and -52', () => {
  it('adds up the loans’ payments when asked by the month', async () => {
    const answer = await ask('how much are both our loans together each month?', riveraSnapshot());
    expect(answer.response).toMatch(
      /^\d loans, \$[\d,]+\.00 owed in all, paid at \$[\d,]+\.00 a month together\./,
    );
  });

  it('adds up the bills whose days it gives, when asked', async () => {
    const answer = await ask(
      'When do the electric and water bills come out, and what do they add up to?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/Together they come to \$[\d,]+\.\d\d a month/);
  });

  it('reads "the next date … gets pulled" as the next due date', async () => {
    const answer = await ask(
      "What's the next date the Toyota car payment gets pulled?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain('is next due on');
  });

  it('reads "bils" as bills', () => {
    expect(normalizeText('how many bils do we have')).toBe('how many bills do we have');
  });

  it('reads "supposed to stay open" as how long it should', () => {
    expect(normalizeText('how long is my gmail supposed to stay open')).toBe(
      'how long should my gmail stay open',
    );
  });

  it('finds the bills without a payment day among those paid every month', async () => {
    const answer = await ask(
      "which of the bills we pay every month doesn't have a payment day set?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/no payment day recorded|has a payment day recorded/);
  });

  it('finds the contacts whose number is outside an area code', async () => {
    const answer = await ask(
      "Who's the one contact whose phone number isn't a 512 number?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/outside the 512 area code/);
    expect(answer.response).not.toContain('(512)');
  });

  it.each([
    "Per month, what do Emma's things cost us compared with Liam's?",
    'What do our two kids cost us per month, Emma and Liam separately?',
    'What do Emma and Liam each cost us a month?',
  ])('compares what two children’s bills cost: %s', async (question) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.response).toMatch(
      /Emma \$[\d,]+\.\d\d a month \(.*Liam|Liam \$[\d,]+\.\d\d a month \(.*Emma/,
    );
  });

  it('reads "they" after a statement about charges as the charges', async () => {
    const answer = await ask(
      "As executor of Alex Rivera's estate I'm going through the recurring charges on the credit card. What do they come to per month in total?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^\d+ bills come to \$[\d,]+\.\d\d a month/);
  });

  it('reads "worth less now than we paid" as holdings at a loss', async () => {
    const answer = await ask(
      'Is anything we hold worth less now than what we paid for it?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toContain('a loss of');
  });

  it('reads which employer a policy is through as its notes', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.policies = snapshot.estate.policies.map((policy) =>
      policy.kind === 'umbrella' ? { ...policy, notes: 'Group plan through Dell.' } : policy,
    );
    const answer = await ask('which employer is our umbrella policy through', snapshot);
    expect(answer.response).toContain('Group plan through Dell');
  });
});

describe('phrasings from held-out-53 and -54', () => {
  it('declines day-to-day spending, which Nido does not keep', async () => {
    const answer = await ask(
      'As executor, I need to know how much Alex spent on groceries and eating out over the last three months.',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
  });

  it('finds the bills paid from no account or card', async () => {
    const answer = await ask(
      "Which of our bills aren't set to be paid from any account or card at all?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('manual_pay');
    const comeOut = await ask(
      "Which of the household's bills aren't set to come out of any bank account or card?",
      riveraSnapshot(),
    );
    expect(comeOut.intent).toBe('manual_pay');
  });

  it('reads who would collect on a policy as its beneficiaries, whatever the condition', async () => {
    const answer = await ask(
      "If both Alex and Sam died, who would collect on Alex's Northwestern Mutual life policy?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('beneficiaries');
  });

  it('reads "what days do they charge" after two bills as their due days', async () => {
    const answer = await ask('netflix n spotify what days do they charge', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/Netflix .*next due on/);
    expect(answer.response).toMatch(/Spotify .*next due on/);
  });

  it('ranks the investment accounts by value when asked which is worth the most and least', async () => {
    const answer = await ask(
      'Which of our investment accounts is worth the most, and which the least?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toMatch(/^Your investment accounts by value: 1\. /);
    expect(answer.response).toMatch(/The most: .*; the least: /);
  });

  it('reads "showing a loss" as the holdings at a loss', async () => {
    const answer = await ask(
      'Dana Whitfield, attorney: which holding is showing a loss against its cost basis?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/worth less than what you paid/);
  });

  it('reads "can see our data" as who has access', async () => {
    const answer = await ask(
      "Which of our advisors can see our data in Nido, and which one can't?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toMatch(/have access/);
  });

  it('reads when a policy was issued as its notes', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.policies = snapshot.estate.policies.map((policy) =>
      policy.carrier === 'Haven Life' ? { ...policy, notes: 'Term life, issued 2021.' } : policy,
    );
    const answer = await ask('What year was the Haven Life policy issued?', snapshot);
    expect(answer.response).toContain('issued 2021');
  });

  it('counts and adds up a set when asked both', async () => {
    const answer = await ask(
      'How many of our recurring bills are charged to the credit card, and what do they add up to per month?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^\d+ bills come to \$[\d,]+\.\d\d a month/);
  });

  it('reads "across both properties" as all the homes, naming none', () => {
    expect(normalizeText('what do the home costs come to, across both properties')).toBe(
      'what do the home costs come to',
    );
  });

  it('finds a paper by what it is when the entry does not say whose it is', async () => {
    const answer = await ask(
      "As executor I need Sam's passport — where is it?",
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.response).toContain('Passports are in the blue folder in the desk');
  });

  it('reads "wht" as what, and "a sign-in" as access', async () => {
    expect(normalizeText('wht does it cost')).toBe('what does it cost');
    const answer = await ask('Who besides me has a sign-in to our household?', riveraSnapshot());
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toMatch(/have access/);
  });
});
