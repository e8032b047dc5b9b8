// First: routes call `.openapi()` on shared schemas, which zod only has once this module has
// extended it, so no shared schema may be built before it loads.
import '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGES,
  MULTI_LINE_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from '@shared/validation/plain-text';
import { ZDocumentDetails } from '@shared/documents/document-schemas';
import { ZCsvMappings } from '@shared/statements/statement-api';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { ZCurrentPassword } from '@shared/auth/auth-schemas';
import { STRONG_PASSWORD, newUser, uniqueEmail, type TestUser } from '@test/harness/accounts';
import { TestClient } from '@test/harness/client';
import { PNG, postUpload, uploadDocument, uploadForm } from '@test/harness/documents';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { inputWith, issuePath, textFields, type TextField } from '@test/harness/zod-text-fields';

// Issue 35, item 3: a NUL byte in a text field reached the database and answered 500. Every
// text field refuses control characters through the shared rule (src/shared/validation/
// plain-text.ts). This walks the input schemas of every route in the app's route table, so a
// field added without the rule fails here.

/** zod formats whose pattern admits no control character (an id, a date, an address). */
const FORMATS_WITHOUT_CONTROL_CHARACTERS = new Set([
  'uuid',
  'guid',
  'date',
  'datetime',
  'time',
  'email',
]);

/**
 * Schemas that keep control characters on purpose, with the reason: a password being checked is
 * compared with its stored hash, never stored or put in a query, and refusing one would lock out
 * whoever chose it before the rule.
 */
const EXEMPT = new Map<z.ZodType, string>([[ZCurrentPassword, 'compared with its hash only']]);

/**
 * Bodies that are not JSON: their handler reads the form and validates these fields itself.
 * A new multipart route has to be listed here, with the schema of each text field it reads.
 */
const MULTIPART_FIELDS: Record<string, Record<string, z.ZodType | 'date'>> = {
  'POST /api/documents': { details: ZDocumentDetails },
  'POST /api/bills/uploads': {},
  // statements/statement-upload.ts: the CSV column mappings, by file name.
  'POST /api/statements/detect': { mappings: ZCsvMappings },
  // ZSignedOn in modules/legal-wizard/signed-copy.ts: z.iso.date().
  'POST /api/legal-wizard/drafts/{id}/signed-copy': { signedOn: 'date' },
};

/**
 * Path parameters of a route whose service answers 404 for anything but its own pattern before
 * any query, so a control character is refused there.
 */
const PATTERN_CHECKED_BY_THE_SERVICE = new Map([
  // billing-service.ts: SESSION_ID.test(sessionId), else "No such checkout." (404).
  ['GET /api/subscription/checkout/{sessionId} params.sessionId', 'SESSION_ID'],
]);

/** `z.unknown()` fields and the schema their service checks them with. */
const CHECKED_BY_THE_SERVICE: Record<string, z.ZodType[]> = {
  // legal-draft-service.ts: LEGAL_ANSWER_SCHEMAS[draft.kind].safeParse(input.answers).
  'PATCH /api/legal-wizard/drafts/{id} body.answers.[value]': Object.values(LEGAL_ANSWER_SCHEMAS),
};

type RouteDefinition = {
  type: string;
  route: {
    method: string;
    path: string;
    request?: {
      params?: z.ZodType;
      query?: z.ZodType;
      body?: { content?: Record<string, { schema?: unknown }> };
    };
  };
};

type Input = { name: string; schema: z.ZodType };

let t: TestApp;
let routes: RouteDefinition['route'][];
beforeAll(async () => {
  t = await createTestApp();
  const registry = (t.app as unknown as { openAPIRegistry: { definitions: RouteDefinition[] } })
    .openAPIRegistry;
  routes = registry.definitions.filter((entry) => entry.type === 'route').map((d) => d.route);
});
afterAll(() => t.close());

const routeName = (route: RouteDefinition['route']) =>
  `${route.method.toUpperCase()} ${route.path}`;

/** The zod schemas a route validates its input with, named `ROUTE params|query|body`. */
function inputsOf(route: RouteDefinition['route']): Input[] {
  const name = routeName(route);
  const inputs: Input[] = [];
  if (route.request?.params) inputs.push({ name: `${name} params`, schema: route.request.params });
  if (route.request?.query) inputs.push({ name: `${name} query`, schema: route.request.query });
  const json = route.request?.body?.content?.['application/json']?.schema;
  if (json) inputs.push({ name: `${name} body`, schema: json as z.ZodType });
  return inputs;
}

const PROBE = 'a\u0000b';

type Issue = { path: PropertyKey[]; message: string; errors?: Issue[][]; issues?: Issue[] };

/**
 * The issues with those inside them: a union none of whose options matched, or a record key,
 * reports the options' or the key's own issues inside one of its own.
 */
function flatIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => [
    issue,
    ...flatIssues([...(issue.errors ?? []).flat(), ...(issue.issues ?? [])]).map((inner) => ({
      ...inner,
      path: [...issue.path, ...inner.path],
    })),
  ]);
}

/** What is wrong with the field: null when a NUL in it is refused with the rule's message. */
function problemOf(schema: z.ZodType, field: TextField): string | null {
  if (field.kind === 'unchecked') return 'takes anything: check it with a schema';
  if (field.format && FORMATS_WITHOUT_CONTROL_CHARACTERS.has(field.format)) return null;
  const result = schema.safeParse(inputWith(field, PROBE));
  const messages = flatIssues(result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === issuePath(field, PROBE))
    .map((issue) => issue.message);
  if (messages.some((message) => CONTROL_CHARACTER_MESSAGES.includes(message))) return null;
  return messages.length > 0
    ? `refused without the rule's message (${messages.join('; ')})`
    : 'accepts a NUL byte';
}

function problems(input: Input): string[] {
  return textFields(input.schema).flatMap((field) => {
    const name = `${input.name}.${field.path.join('.')}`;
    if (EXEMPT.has(field.schema) || PATTERN_CHECKED_BY_THE_SERVICE.has(name)) return [];
    const checkedBy = CHECKED_BY_THE_SERVICE[name];
    if (checkedBy) {
      return checkedBy.flatMap((schema, index) =>
        problems({ name: `${name} (service schema ${index})`, schema }),
      );
    }
    const problem = problemOf(input.schema, field);
    return problem ? [`${name}${contextOf(field)}: ${problem}`] : [];
  });
}

const contextOf = (field: TextField) =>
  Object.keys(field.context).length ? ` ${JSON.stringify(field.context)}` : '';

describe('every text field of every route refuses control characters', () => {
  it('walks the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
    const names = routes.flatMap(inputsOf).map((input) => input.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/waitlist body',
        'POST /api/expenses body',
        'GET /api/documents/search query',
        'PATCH /api/legal-wizard/drafts/{id} body',
      ]),
    );
  });

  it('JSON bodies, query strings and path parameters', () => {
    expect(routes.flatMap(inputsOf).flatMap(problems)).toEqual([]);
  });

  it('multipart form fields', () => {
    const multipart = routes
      .filter((route) => route.request?.body?.content?.['multipart/form-data'])
      .map(routeName);
    expect(multipart.sort()).toEqual(Object.keys(MULTIPART_FIELDS).sort());
    const found = Object.entries(MULTIPART_FIELDS).flatMap(([route, fields]) =>
      Object.entries(fields).flatMap(([field, schema]) =>
        schema === 'date' ? [] : problems({ name: `${route} form.${field}`, schema }),
      ),
    );
    expect(found).toEqual([]);
  });
});

/** In every value sent below, so the log can be searched for any of them. */
const MARKER = 'Zq7Marker';
const withNul = (text: string) => `${text}\u0000${MARKER}`;

describe('a NUL byte sent to the API', () => {
  let ann: TestUser;
  beforeAll(async () => {
    ann = await newUser(t, { fullName: 'Ann Lee' });
  });

  /** Each kind of route the review found answering 500, and the field it must name. */
  const cases: [string, () => Promise<Response>, string, string][] = [
    [
      'the public waitlist',
      () =>
        new TestClient(t).post('/api/waitlist', {
          name: withNul('Zoe'),
          email: uniqueEmail('waitlist'),
          age: 40,
          country: 'CA',
        }),
      'name',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'sign-up',
      () =>
        new TestClient(t).post('/api/auth/sign-up', {
          fullName: withNul('Zoe'),
          email: uniqueEmail('signup'),
          password: STRONG_PASSWORD,
          acceptedTerms: true,
        }),
      'fullName',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'an obligation',
      () =>
        ann.client.post('/api/expenses', {
          category: 'other',
          vendor: 'City Power',
          costCents: 4200,
          description: withNul('Paid on the 1st'),
        }),
      'description',
      MULTI_LINE_MESSAGE,
    ],
    [
      'a financial account',
      () =>
        ann.client.post('/api/assets', {
          type: 'checking',
          institutionName: withNul('First Bank'),
          accountName: 'Everyday',
        }),
      'institutionName',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'a guidebook entry',
      () =>
        ann.client.post('/api/guidebook', {
          section: 'first_calls',
          title: 'Call the bank',
          body: withNul('Ask for the branch manager'),
        }),
      'body',
      MULTI_LINE_MESSAGE,
    ],
    [
      'an advisor',
      () => ann.client.post('/api/advisors', { name: withNul('Dana Law'), role: 'attorney' }),
      'name',
      SINGLE_LINE_MESSAGE,
    ],
    [
      "a legal draft's answers",
      async () => {
        const created = await ann.client.post('/api/legal-wizard/drafts', {
          kind: 'will',
          state: 'CA',
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: string };
        return ann.client.patch(`/api/legal-wizard/drafts/${id}`, {
          step: 0,
          answers: { testator: { fullName: withNul('Ann Lee') } },
        });
      },
      'answers.testator.fullName',
      SINGLE_LINE_MESSAGE,
    ],
    [
      "a document's details",
      async () => {
        const document = await uploadDocument(ann.client, { bytes: PNG, name: 'scan.png' });
        return ann.client.patch(`/api/documents/${document.id}`, { name: withNul('Passport') });
      },
      'name',
      SINGLE_LINE_MESSAGE,
    ],
    [
      "an uploaded document's details",
      () =>
        postUpload(
          ann.client,
          uploadForm({ bytes: PNG, name: 'scan.png' }, { name: withNul('Passport') }),
        ),
      'name',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'a query string',
      () => ann.client.get(`/api/documents/search?q=${encodeURIComponent(withNul('passport'))}`),
      'q',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'a path parameter',
      () => new TestClient(t).get(`/api/invitations/${encodeURIComponent(withNul('ABC'))}`),
      'reference',
      SINGLE_LINE_MESSAGE,
    ],
  ];

  it.each(cases)(
    'in %s is refused with 400 and a message on the field, and is not logged',
    async (_kind, send, field, message) => {
      const logged = t.logs.lines.length;
      const response = await send();
      const body = (await response.json()) as {
        error: { code: string; fields?: Record<string, string> };
      };
      expect(response.status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields?.[field]).toBe(message);
      expect(t.logs.lines.slice(logged).join('')).not.toContain(MARKER);
    },
  );
});
