import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChatAnswer } from '@shared/ai-insights/ai-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  completion,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@server/modules/ai-insights/model/fake-openai-server';

/**
 * Issue 16 item 7 through the real app: with a model configured, the chat's answer is the
 * model's phrasing of the grounded answer; the model is sent no account number; and when it
 * fails the person still gets the grounded answer.
 */
let model: FakeOpenAiServer;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  model = await startFakeOpenAiServer();
  t = await createTestApp({ aiModel: { baseUrl: model.baseUrl, model: 'fake', apiKey: null } });
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  const created = await owner.client.post('/api/expenses', {
    category: 'auto',
    vendor: 'Geico',
    costCents: 14_200,
    entityName: 'Camry',
    isAutoPay: true,
    autoPayDate: 5,
    bankAccount: 'Chase ****1234',
    vendorAccount: '7788990011',
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  await model.close();
});

function chat(query: string) {
  return owner.client.post('/api/ai-financial-assistant', { action: 'chat', query });
}

describe('the chat with a model configured', () => {
  it('answers in the model’s words, from the grounded records, with their sources', async () => {
    model.reply(completion({ content: 'You pay Geico $142.00 a month for the Camry.' }));
    const answer = ZChatAnswer.parse(await (await chat('What do we spend on the Camry?')).json());
    expect(answer).toMatchObject({
      answeredBy: 'model',
      response: 'You pay Geico $142.00 a month for the Camry.',
    });
    expect(answer.sources.some((source) => source.label.includes('Geico'))).toBe(true);
    const sent = model.received.at(-1)?.rawBody ?? '';
    // The grounded facts went to the model; no account number did.
    expect(sent).toContain('142.00');
    expect(sent).not.toContain('7788990011');
    expect(sent).not.toContain('1234');
  });

  it('falls back to the grounded answer when the model fails', async () => {
    model.reply({ status: 500, body: '{"error":"boom"}' });
    const answer = ZChatAnswer.parse(await (await chat('What do we spend on the Camry?')).json());
    expect(answer.answeredBy).toBe('rules');
    expect(answer.response).toContain('$142.00');
  });
});
