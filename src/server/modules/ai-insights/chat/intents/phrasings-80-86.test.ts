import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { GMAIL, riveraSnapshot } from '../household.fixture';

describe('phrasings from held-out-80 to -86', () => {
  it('reads "what all gets pulled on the 1st of the month" as the bills paid that day', async () => {
    const answer = await ask('what all gets pulled on the 1st of the month?', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/^\d+ bills are paid on the 1st of the month/);
  });

  it('reads "how much is on the Amex right now" as the card balance, not its bills', async () => {
    const answer = await ask("It's Alex. How much is on the Amex right now?", riveraSnapshot());
    expect(answer.response).toContain('$2,300.00');
    expect(answer.response).not.toMatch(/bills come to/);
    // A period or a bill word still asks what is charged to it.
    const charged = await ask('how much goes on the amex each month?', riveraSnapshot());
    expect(charged.response).toMatch(/bills come to/);
  });

  it('leaves out "at this point" rather than look for a record called "point"', async () => {
    const answer = await ask('how much is in the joint brokerage at this point', riveraSnapshot());
    expect(answer.response).not.toContain('couldn’t find');
    expect(answer.response).toContain('Joint Brokerage');
  });

  it('reads who takes over an account (as owner) as its successor owner, from its notes', async () => {
    const snapshot = riveraSnapshot();
    snapshot.investments = snapshot.investments.map((account) =>
      account.id === 'inv-401k' ? { ...account, notes: 'Successor owner: Sam Rivera.' } : account,
    );
    const answer = await ask(
      "who takes over Alex's 401k as owner if something happens to me",
      snapshot,
    );
    expect(answer.response).toContain('Successor owner: Sam Rivera.');
  });

  it("says the year a term policy's term ends, worked out from its notes", async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.policies = snapshot.estate.policies.map((policy) =>
      policy.id === 'pol-life-alex'
        ? { ...policy, notes: '20-year level term, issued 2019.' }
        : policy,
    );
    const record = await ask('when does the Northwestern Mutual term life policy end?', snapshot);
    expect(record.response).toContain('its 20-year term runs to 2039');
    const listed = await ask('what year does my term life run out', snapshot);
    expect(listed.response).toContain('its 20-year term runs to 2039');
  });

  it('adds up a set with what it leaves out not among them, and says so', async () => {
    const answer = await ask(
      'add up all our investments for me, leave the HSA out of it',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^\d+ investment accounts come to \$/);
    expect(answer.response).toContain('HSA is not one of the investment accounts');
  });

  it('reads who raises the children, or gets the kids, as their guardian', async () => {
    for (const question of [
      'If anything happens to both of us, who raises Emma and Liam?',
      'god forbid something happens to both of us, who gets the kids',
    ]) {
      const answer = await ask(question, riveraSnapshot());
      expect(answer.response).toContain('guardian: Maria Lopez');
      expect(answer.response).not.toContain('executor');
    }
  });

  it("reads which of one person's documents name someone", async () => {
    const answer = await ask(
      "Which of Sam's documents name Maria, and in what role in each?",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^\d+ of Sam's estate documents names? Maria/);
  });

  it('reads the estate papers as the estate documents, and the bills hitting the card on a day', async () => {
    const oldest = await ask('which of our estate papers is the oldest one', riveraSnapshot());
    expect(oldest.intent).toBe('estate_documents');
    const onDay = await ask(
      'something always hits the card on the 20th, what is it',
      riveraSnapshot(),
    );
    expect(onDay.response).toContain('Toyota Financial Services');
  });

  it("says a person's bills are not the checkup asked about, nor a meeting's day", async () => {
    const checkup = await ask(
      'Emma is due for her next checkup at the pediatrician, which day is that?',
      riveraSnapshot(),
    );
    expect(checkup.understood).toBe(false);
    expect(checkup.response).toContain('checkup pediatrician');
    for (const question of [
      'when is Emma due for her next checkup at the pediatrician',
      "when's our next meeting with the lawyer to update the wills?",
    ]) {
      const answer = await ask(question, riveraSnapshot());
      expect(answer.response).toContain("can't answer that yet");
    }
  });

  it('reads the number for someone, about something, as their number', async () => {
    const answer = await ask(
      "what's the phone number for Dana about the wills and the trust?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('advisor');
  });

  it('reads "what did I say should happen to…" as the family plan, a tag question aside', async () => {
    const gmail = await ask(
      'what did Alex say should happen to the gmail, and for how long?',
      riveraSnapshot(),
      [GMAIL],
    );
    expect(gmail.response).toContain('Keep it open for a year');
    const hoa = await ask(
      "remind me what the HOA is on the house — it's not monthly, right? how often is it?",
      riveraSnapshot(),
    );
    expect(hoa.response).not.toContain("can't answer");
  });

  it('reads a list that goes on past a comma as the question, and a name signed after it', async () => {
    const answer = await ask(
      'What do piano, soccer and lunch for Emma come to a month, all in? — Sam',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('$280.00');
    expect(answer.response).not.toContain('Haven Life');
  });

  it('reads "in time" and "every month" beside two bills added up with "plus"', async () => {
    const stop = await ask(
      'As executor I want to stop the Camry loan autopay in time. When does it run?',
      riveraSnapshot(),
    );
    expect(stop.response).toContain('20th');
    const both = await ask(
      'the Camry loan plus the piano lessons, what is that every month',
      riveraSnapshot(),
    );
    expect(both.response).toContain('Together: $545.00 a month');
  });

  it('keeps what the earlier readings answered: the occasion, the paying card, a kind left out', async () => {
    const guardian = await ask(
      'Who would raise Emma and Liam if both Alex and Sam passed away?',
      riveraSnapshot(),
    );
    expect(guardian.response).toContain('guardian: Maria Lopez');
    const cash = await ask(
      'How much cash is in checking and savings combined, not counting investments?',
      riveraSnapshot(),
    );
    expect(cash.response).not.toContain('is not one of');
    const streaming = await ask(
      'When do Netflix and Spotify each charge the Amex next?',
      riveraSnapshot(),
    );
    expect(streaming.response).toContain('Netflix');
    expect(streaming.response).toContain('Spotify');
    expect(streaming.understood).toBe(true);
  });

  it('reads "who is Maria to Alex, and who is Carlos?" as who each of them is', async () => {
    const answer = await ask('Who is Maria to Alex, and who is Carlos Lopez?', riveraSnapshot());
    expect(answer.response).toMatch(/^Maria Lopez: /);
    expect(answer.response).toContain('Carlos Lopez');
  });

  it('names an account by its last four, and the advisors the family works with', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.assets = snapshot.estate.assets.map((account) =>
      account.id === 'acct-ally' ? { ...account, accountNumberLast4: '9034' } : account,
    );
    for (const question of [
      'which account ends in 9034?',
      'got a letter about an account ending in 9034, which one is that?',
    ]) {
      const answer = await ask(question, snapshot);
      expect(answer.response).toContain('Ally Bank');
    }
    const advisors = await ask(
      'Financial planner here. Which professional advisors do the Riveras already work with?',
      riveraSnapshot(),
    );
    expect(advisors.response).toContain('Dana Whitfield');
  });

  it('reads when a mortgage gets pulled, and who steps in to run the trust', async () => {
    const pulled = await ask('the Camry loan — when does Toyota pull that?', riveraSnapshot());
    expect(pulled.intent).toBe('due');
    expect(pulled.response).toContain('Toyota Financial Services');
    const trustee = await ask(
      'who steps in to run the family trust once both of us are gone',
      riveraSnapshot(),
    );
    expect(trustee.response).toContain('Maria Lopez');
  });

  it('leaves out how to work it out, and what the asker already thinks', async () => {
    const equity = await ask(
      "Using Nido's estimate of the home's value and what we still owe, how much equity do we have in the home?",
      riveraSnapshot(),
    );
    expect(equity.response).toContain('equity');
    const hoa = await ask(
      'Remind me what the HOA at our house costs — I know it’s not every month',
      riveraSnapshot(),
    );
    expect(hoa.understood).toBe(true);
  });
});
