import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/** A request as the fake server received it: the raw body, so tests can search what was sent. */
export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Resolves when the client closes the connection (e.g. it aborted). */
  closed: Promise<void>;
};

/** What the next request gets: a status and body, or no answer at all. */
export type ScriptedReply =
  { status: number; body: string; headers?: Record<string, string> } | 'never';

/** A `chat.completion` body with the given assistant message. */
export function completion(message: {
  content?: string | null;
  tool_calls?: { id?: string; name: string; arguments: string }[];
}): ScriptedReply {
  return {
    status: 200,
    body: JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'fake',
      choices: [
        {
          index: 0,
          finish_reason: message.tool_calls ? 'tool_calls' : 'stop',
          message: {
            role: 'assistant',
            content: message.content ?? null,
            ...(message.tool_calls && {
              tool_calls: message.tool_calls.map((call) => ({
                ...(call.id && { id: call.id }),
                type: 'function',
                function: { name: call.name, arguments: call.arguments },
              })),
            }),
          },
        },
      ],
    }),
  };
}

/**
 * An OpenAI-compatible server on 127.0.0.1 that answers each request with the next scripted
 * reply (research §1: test against a fake server returning canned `chat.completion` JSON).
 * Real HTTP, so the client's headers, body and abort are exercised as in production.
 */
export async function startFakeOpenAiServer() {
  const script: ScriptedReply[] = [];
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const closed = new Promise<void>((resolve) => response.once('close', resolve));
    void text(request).then((rawBody) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody,
        closed,
      });
      const reply = script.shift() ?? { status: 500, body: '{"error":"no scripted reply"}' };
      if (reply === 'never') return;
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** The requests' JSON bodies, in order. */
    bodies: () => received.map((request) => JSON.parse(request.rawBody) as Record<string, unknown>),
    reply: (...replies: ScriptedReply[]) => {
      script.push(...replies);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
