import type { TAiSource, TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completion, startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
import {
  createModelChat,
  MAX_TOOL_ROUNDS,
  type ModelChatOptions,
  type ModelFallback,
} from './model-chat';
import type { ModelConfig } from './model-config';
import { RECORDS_TOOL_NAME } from './model-prompt';

const camryLoan: TAiSource = { kind: 'loan', id: 'loan-1', label: 'Camry loan', href: '/loans' };
const camryInsurance: TAiSource = {
  kind: 'obligation',
  id: 'ob-7',
  label: 'Geico (Camry)',
  href: '/expenses?search=Geico',
};
const plan: TAiSource = { kind: 'plan', id: null, label: 'Estate plan', href: '/estate' };

function groundedAnswer(response: string, sources: TAiSource[], intent = 'spend_by_entity') {
  return {
    response,
    intent,
    understood: true,
    sources,
    suggestions: ['What is on auto-pay?'],
    answeredBy: 'rules',
  } satisfies TChatAnswer;
}

/** A grounded engine that answers from a table and remembers what it was asked. */
function groundedStub(answers: Record<string, TChatAnswer>) {
  const asked: string[] = [];
  const grounded = (question: string) => {
    asked.push(question);
    const answer = answers[question];
    return answer
      ? Promise.resolve(answer)
      : Promise.reject(new Error(`unexpected question ${question}`));
  };
  return { asked, grounded };
}

const QUESTION = 'What do we spend on the Camry?';
const FIRST = groundedAnswer('The Camry costs $412.50 a month: the loan and Geico.', [
  camryLoan,
  camryInsurance,
]);

let server: FakeOpenAiServer;
let fallbacks: ModelFallback[];

beforeEach(async () => {
  server = await startFakeOpenAiServer();
  fallbacks = [];
});
afterEach(async () => {
  await server.close();
});

function chat(overrides: Partial<ModelConfig> = {}, options: ModelChatOptions = {}) {
  const config: ModelConfig = { baseUrl: server.baseUrl, model: 'llama3.2', apiKey: null };
  return createModelChat(
    { ...config, ...overrides },
    { onFallback: (fallback) => fallbacks.push(fallback), ...options },
  );
}

type SentMessage = { role: string; content: string | null; tool_call_id?: string };
const messagesOf = (body: Record<string, unknown>) => body.messages as SentMessage[];

describe('createModelChat: the model phrases the grounded answer', () => {
  it('returns the model text with the grounded intent, sources and suggestions', async () => {
    server.reply(completion({ content: 'You spend $412.50 a month on the Camry.' }));
    const { grounded, asked } = groundedStub({ [QUESTION]: FIRST });

    const answer = await chat().answer(QUESTION, grounded);

    expect(answer).toEqual({
      response: 'You spend $412.50 a month on the Camry.',
      intent: 'spend_by_entity',
      understood: true,
      sources: [camryLoan, camryInsurance],
      suggestions: ['What is on auto-pay?'],
      answeredBy: 'model',
    });
    expect(asked).toEqual([QUESTION]);
    expect(fallbacks).toEqual([]);
  });

  it('posts model, temperature, the tool and the question with the grounded answer pre-seeded', async () => {
    server.reply(completion({ content: 'About $412.50 a month.' }));
    await chat().answer(QUESTION, groundedStub({ [QUESTION]: FIRST }).grounded);

    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    const [body] = server.bodies();
    expect(body).toMatchObject({
      model: 'llama3.2',
      temperature: 0.2,
      tool_choice: 'auto',
      tools: [{ type: 'function', function: { name: RECORDS_TOOL_NAME } }],
    });
    const messages = messagesOf(body ?? {});
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
    ]);
    expect(messages[1]?.content).toBe(QUESTION);
    expect(messages[3]?.content).toContain(FIRST.response);
    expect(messages[3]?.content).toContain('Geico (Camry)');
  });

  it('strips the thinking a reasoning model puts before its answer', async () => {
    server.reply(completion({ content: '<think>The tool says 412.50.</think>\nIt is $412.50.' }));
    const answer = await chat().answer(QUESTION, groundedStub({ [QUESTION]: FIRST }).grounded);
    expect(answer.response).toBe('It is $412.50.');
  });
});

describe('createModelChat: tool calls go through the same grounded engine', () => {
  const PAYOFF = 'When is the Camry loan paid off?';
  const PAYOFF_ANSWER = groundedAnswer(
    'The Camry loan is paid off in June 2027.',
    [camryLoan, plan],
    'loan_payoff',
  );

  it('runs the model question, sends the result back, uses the final text and merges sources', async () => {
    server.reply(
      completion({
        tool_calls: [
          {
            id: 'call_a',
            name: RECORDS_TOOL_NAME,
            arguments: JSON.stringify({ question: PAYOFF }),
          },
        ],
      }),
      completion({ content: '$412.50 a month, until June 2027.' }),
    );
    const { grounded, asked } = groundedStub({ [QUESTION]: FIRST, [PAYOFF]: PAYOFF_ANSWER });

    const answer = await chat().answer(QUESTION, grounded);

    expect(asked).toEqual([QUESTION, PAYOFF]);
    expect(answer.response).toBe('$412.50 a month, until June 2027.');
    expect(answer.answeredBy).toBe('model');
    expect(answer.intent).toBe('spend_by_entity');
    expect(answer.sources).toEqual([camryLoan, camryInsurance, plan]);
    const second = messagesOf(server.bodies()[1] ?? {});
    const toolReply = second.find((message) => message.tool_call_id === 'call_a');
    expect(toolReply?.role).toBe('tool');
    expect(toolReply?.content).toContain(PAYOFF_ANSWER.response);
  });

  it('runs at most three calls a round and answers every call id', async () => {
    const questions = ['Q1?', 'Q2?', 'Q3?', 'Q4?'];
    server.reply(
      completion({
        tool_calls: questions.map((question, index) => ({
          id: `call_${index}`,
          name: RECORDS_TOOL_NAME,
          arguments: JSON.stringify({ question }),
        })),
      }),
      completion({ content: 'Done.' }),
    );
    const answers = Object.fromEntries(
      questions.map((question) => [question, groundedAnswer(`A${question}`, [])]),
    );
    const { grounded, asked } = groundedStub({ [QUESTION]: FIRST, ...answers });

    const answer = await chat().answer(QUESTION, grounded);

    expect(answer.answeredBy).toBe('model');
    expect(asked).toEqual([QUESTION, 'Q1?', 'Q2?', 'Q3?']);
    const toolIds = messagesOf(server.bodies()[1] ?? {}).flatMap((message) =>
      message.role === 'tool' ? [message.tool_call_id] : [],
    );
    expect(toolIds).toEqual(['call_0', 'call_0', 'call_1', 'call_2', 'call_3']);
  });

  it('answers a call with bad arguments or an unknown tool with an error, not the engine', async () => {
    server.reply(
      completion({
        tool_calls: [
          { id: 'bad_args', name: RECORDS_TOOL_NAME, arguments: '{"q":1}' },
          { id: 'other', name: 'delete_everything', arguments: '{}' },
        ],
      }),
      completion({ content: 'I do not know.' }),
    );
    const { grounded, asked } = groundedStub({ [QUESTION]: FIRST });

    const answer = await chat().answer(QUESTION, grounded);

    expect(answer.response).toBe('I do not know.');
    expect(asked).toEqual([QUESTION]);
    const errors = messagesOf(server.bodies()[1] ?? {}).filter(
      (message) => message.tool_call_id === 'bad_args' || message.tool_call_id === 'other',
    );
    const [badArguments, unknownTool] = errors.map((message) => message.content ?? '');
    expect(badArguments).toMatch(/"error":".*question/);
    expect(unknownTool).toMatch(/"error":"Unknown tool/);
  });
});

describe('createModelChat: any failure shows the grounded answer', () => {
  const { grounded } = groundedStub({ [QUESTION]: FIRST });

  it('falls back when the server never answers, at the deadline, and aborts the request', async () => {
    server.reply('never');
    const answer = await chat({}, { timeoutMs: 200 }).answer(QUESTION, grounded);

    expect(answer).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'timeout' }]);
    await server.received[0]?.closed;
  });

  it('falls back on a server error status', async () => {
    server.reply({ status: 500, body: '{"error":{"message":"model not loaded"}}' });
    expect(await chat().answer(QUESTION, grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'http-status', status: 500 }]);
  });

  it.each([
    ['a body that is not JSON', '{"choices": [', 'malformed-response'],
    ['JSON that is not a completion', '{"choices": []}', 'malformed-response'],
    ['an empty answer', completionBody(''), 'empty-answer'],
    ['only thinking', completionBody('<think>hmm</think>  '), 'empty-answer'],
    ['a figure no tool gave', completionBody('It costs $999.00 a month.'), 'unsupported-figure'],
  ])('falls back on %s', async (_name, body, reason) => {
    server.reply({ status: 200, body });
    expect(await chat().answer(QUESTION, grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason }]);
  });

  it('falls back when the model keeps calling tools past the last round', async () => {
    const again = () =>
      completion({
        tool_calls: [
          {
            id: 'call_x',
            name: RECORDS_TOOL_NAME,
            arguments: JSON.stringify({ question: QUESTION }),
          },
        ],
      });
    server.reply(...Array.from({ length: MAX_TOOL_ROUNDS + 1 }, again));
    const stub = groundedStub({ [QUESTION]: FIRST });

    expect(await chat().answer(QUESTION, stub.grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'too-many-rounds' }]);
    expect(stub.asked).toHaveLength(1 + MAX_TOOL_ROUNDS);
    expect(server.received).toHaveLength(MAX_TOOL_ROUNDS + 1);
  });

  it('falls back when a tool call fails', async () => {
    server.reply(
      completion({
        tool_calls: [{ name: RECORDS_TOOL_NAME, arguments: '{"question":"Unplanned?"}' }],
      }),
    );
    expect(await chat().answer(QUESTION, grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'tool-failed' }]);
  });

  it('falls back rather than follow a redirect elsewhere', async () => {
    server.reply({ status: 307, body: '', headers: { location: '/elsewhere/chat/completions' } });
    expect(await chat().answer(QUESTION, grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'network-error' }]);
    expect(server.received.map((request) => request.path)).toEqual(['/v1/chat/completions']);
  });

  it('falls back when nothing listens at the address', async () => {
    const baseUrl = server.baseUrl;
    await server.close();
    expect(await chat({ baseUrl }).answer(QUESTION, grounded)).toBe(FIRST);
    expect(fallbacks).toEqual([{ reason: 'network-error' }]);
    server = await startFakeOpenAiServer();
  });
});

describe('createModelChat: what leaves the server', () => {
  it('sends no account number, masked or whole, in any request', async () => {
    const question = 'Which account pays Comcast, acct 555123456?';
    const first = groundedAnswer(
      'Comcast ($89.99 a month) is paid from Chase ****1234, acct 123456789.',
      [{ kind: 'account', id: 'acc-1', label: 'Chase ****1234', href: '/accounts' }],
    );
    const followUp = 'Is 987654321 on auto-pay?';
    server.reply(
      completion({
        tool_calls: [
          { id: 'c1', name: RECORDS_TOOL_NAME, arguments: JSON.stringify({ question: followUp }) },
        ],
      }),
      completion({ content: 'Chase pays $89.99 a month.' }),
    );
    const { grounded } = groundedStub({
      [question]: first,
      [followUp]: groundedAnswer('Yes, from account 4111-1111-1111-1111.', []),
    });

    const answer = await chat().answer(question, grounded);

    expect(answer.answeredBy).toBe('model');
    expect(server.received).toHaveLength(2);
    for (const { rawBody } of server.received) {
      for (const secret of ['1234', '123456789', '555123456', '987654321', '4111']) {
        expect(rawBody).not.toContain(secret);
      }
      expect(rawBody).toContain('$89.99');
    }
  });

  it('sends the API key as a bearer token only when one is configured', async () => {
    const { grounded } = groundedStub({ [QUESTION]: FIRST });
    server.reply(completion({ content: 'Yes.' }), completion({ content: 'Yes.' }));

    await chat({ apiKey: 'sk-local-test' }).answer(QUESTION, grounded);
    await chat({ apiKey: null }).answer(QUESTION, grounded);

    expect(server.received.map((request) => request.headers.authorization)).toEqual([
      'Bearer sk-local-test',
      undefined,
    ]);
  });
});

function completionBody(content: string): string {
  const reply = completion({ content });
  if (reply === 'never') throw new Error('a completion always has a body');
  return reply.body;
}
