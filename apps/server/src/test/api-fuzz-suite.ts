/**
 * A hostile client against every operation of the OpenAPI description, as a guest, a player and
 * staff (an admin, and a staff member without the route's role). Each operation gets malformed
 * path ids, query values, headers and bodies generated from its own JSON Schemas
 * (test/schema-fuzz.ts), plus broken JSON, wrong content types, broken multipart, a missing body
 * and an oversized one. Asserted for every answer: never a 5xx (nor an error in the log); every 4xx
 * has the documented error body; a caller the route does not let in gets 401/403 whatever it
 * sends, before any parsing or validation; and afterwards the ledger is consistent.
 *
 * Routes the description hides are listed in HIDDEN_ROUTES with how each is fuzzed, and a route
 * in neither fails the test. Not sent: HEAD, which Fastify answers from the GET route with the same
 * hooks and schemas (so fuzzing the GET covers it). Bodies are JSON everywhere (uploads are base64
 * in JSON); an operation that declares another body type fails the test until it is fuzzed here.
 *
 * FUZZ_STRIDE=1 sends every attack to every field (about 4× the requests); FUZZ_REPORT=<file>
 * writes per-operation counts and timings there, and every failure to <file>.failures.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FIAT_PROCESSOR_WEBHOOK_PATH,
  ZFiatProcessorEvent,
} from '@wheelhouse/contracts/fiat-processor';
import { WS_CLOSE_UNAUTHORIZED } from '@wheelhouse/contracts/realtime';
import { STAFF_ROLES, type StaffRole } from '@wheelhouse/contracts/staff';
import {
  signWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  ZProcessingEvent,
} from '../modules/cashier-crypto/webhook';
import { createStaff, registerPlayer, type TestPlayer } from './factories';
import { createTestApp, databaseTargets, type DatabaseTargetName, type TestApp } from './harness';
import { expectLedgerConsistent } from './ledger-consistency';
import {
  mutations,
  pick,
  sampleValue,
  seedOf,
  toJsonText,
  URL_ATTACKS,
  type JsonSchema,
  type Mutation,
} from './schema-fuzz';

const FIAT_WEBHOOK_SECRET = 'fuzz-fiat-processor-webhook-secret-0123456789';
const CRYPTO_WEBHOOK_SECRET = 'fuzz-crypto-processing-webhook-secret-01234567';
const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Each field, path and query parameter gets every core attack and every STRIDE-th other one (a
 * different share per field, the same on every run); FUZZ_STRIDE=1 sends them all (~4× longer).
 */
const STRIDE = Number(process.env.FUZZ_STRIDE ?? 6);
const MAX_BODY_MUTATIONS = 250;
const REPORT = process.env.FUZZ_REPORT;
/**
 * With both databases in the run, each fuzzes every other operation (alternating in the
 * description's order), so every operation is fuzzed once per run: both are the PostgreSQL engine,
 * and the full fuzz on each took a third of the integration tier. FUZZ_BOTH_DATABASES=1 (set by
 * `npm run test:fuzz`, with every attack) fuzzes every operation on both.
 */
const BOTH_DATABASES = process.env.FUZZ_BOTH_DATABASES === '1';

/** Whether this database fuzzes the operation at `index` of the description (see BOTH_DATABASES). */
function fuzzedOn(target: DatabaseTargetName, index: number): boolean {
  if (BOTH_DATABASES || databaseTargets().length < 2) return true;
  return index % 2 === (target === 'pglite' ? 0 : 1);
}
/**
 * Samples by field or parameter name that name real things of the demo catalogue, so a mutation
 * of one field of an otherwise valid body gets past "unknown method" into the rules behind it.
 */
const NAMED: Record<string, string> = {
  bankId: 'rub-card',
  bank_id: 'rub-card',
  methodId: 'rub-card',
  currency: 'USD',
  code: 'USDT-TRC20',
  game: 'dice',
  email: 'player@example.test',
};
/** What a caller a route turns away still tries: enough kinds of input to show none gets through. */
const DENIED_URL_ATTACKS = new Set(['NUL', 'int64 overflow', 'very long', 'encoded traversal']);

/**
 * Routes the app serves that the OpenAPI description hides, and how each is fuzzed here. A route
 * that is neither documented nor listed fails the inventory check, so nothing is skipped silently.
 */
const HIDDEN_ROUTES: Record<string, string> = {
  'POST /api/v1/webhooks/crypto/:provider':
    'signed webhook: fuzzed as an operation with its zod body (ZProcessingEvent), signed with the test secret',
  'POST /api/v1/webhooks/cryptobot':
    'Crypto Pay webhook: unsigned attack bodies, refused with 401 before the body is read',
  'POST /api/v1/webhooks/xrocket':
    'xRocket webhook: unsigned attack bodies, refused with 401 before the body is read',
  'GET /api/dev/crypto-pay/pay/:hash': 'simulator pay page: odd invoice hashes',
  'POST /api/dev/crypto-pay/pay/:hash': 'simulator pay button: odd invoice hashes',
  'GET /api/dev/xrocket/pay/:hash': 'simulator pay page: odd invoice hashes',
  'POST /api/dev/xrocket/pay/:hash': 'simulator pay button: odd invoice hashes',
  'GET /api/dev/xrocket/wallet': 'simulator wallet page: odd query strings',
  'GET /api/dev/crypto-pay/wallet': 'simulator wallet page: odd query strings',
  'GET /ws': 'websocket: plain GETs with odd tokens, and malformed frames over an injected socket',
  'GET /healthz': 'probe: odd query strings',
  'GET /readyz': 'probe: odd query strings',
  'GET /metrics': 'Prometheus scrape (loopback): odd query strings',
  'GET /api/docs': 'API docs (static): traversal and odd paths',
  'GET /api/docs/': 'API docs (static): traversal and odd paths',
  'GET /api/docs/static/index.html': 'API docs (static): traversal and odd paths',
  'GET /api/docs/static/swagger-initializer.js': 'API docs (static): traversal and odd paths',
  'GET /api/docs/*': 'API docs (static): traversal and odd paths',
  'GET /api/docs/json': 'API docs: read by this test, plus odd query strings',
  'GET /api/docs/yaml': 'API docs: odd query strings',
};

/** Operations whose answers end the caller's session: fuzzed after everything else. */
// Fuzzed last: each may end the caller's own session (a fuzzed session id can be the player's).
const SESSION_ENDING = new Set([
  'POST /api/v1/auth/logout',
  'POST /api/admin/auth/logout',
  'DELETE /api/v1/me/security/sessions/{id}',
]);

interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  params: Param[];
  query: Param[];
  headers: Param[];
  body?: JsonSchema;
  auth: 'public' | 'player' | 'staff';
  /** Staff roles the route lets in (staff routes). */
  roles: StaffRole[];
  /** Bodies are signed with this webhook secret (signed webhooks). */
  signWith?: string;
  /** Path parameter values that name a real resource, for deeper mutations of the rest. */
  realParams?: Record<string, string>;
}

interface Caller {
  name: string;
  headers: Record<string, string>;
}

/**
 * `fuzz`: any answer but a 5xx, with the error body when 4xx; the full plan for the caller the route
 * is for (a guest on a public route), a sample for the others. `denied`: 401/403 whatever is sent.
 */
type Expectation =
  { kind: 'fuzz'; full: boolean } | { kind: 'denied'; status: 401 | 403; detail: string };

interface Request {
  label: string;
  /** Carries a valid webhook signature (signed webhooks): it must never be refused as unsigned. */
  signed?: boolean;
  /** The URL does not decode or a parameter is too long: refused before routing, for everyone. */
  unroutable?: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-auth'?: 'player' | 'staff';
  'x-staff-roles'?: StaffRole[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      const parameters = operation.parameters ?? [];
      const of = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? place === 'path',
            schema: parameter.schema,
          }));
      const content = operation.requestBody?.content ?? {};
      const types = Object.keys(content);
      // Bodies are JSON everywhere today; a new kind (multipart) needs its own fuzzing here.
      expect(
        types.filter((type) => type !== 'application/json'),
        `${upper} ${template}`,
      ).toEqual([]);
      const id = `${upper} ${template}`;
      const signed =
        template === FIAT_PROCESSOR_WEBHOOK_PATH
          ? { body: toJsonSchema(ZFiatProcessorEvent), signWith: FIAT_WEBHOOK_SECRET }
          : {};
      operations.push({
        id,
        method: upper,
        template,
        params: of('path'),
        query: of('query'),
        headers: of('header'),
        body: content['application/json']?.schema,
        auth: operation['x-auth'] ?? 'public',
        roles: operation['x-staff-roles'] ?? [],
        ...signed,
      });
    }
  }
  operations.push({
    id: 'POST /api/v1/webhooks/crypto/{provider}',
    method: 'POST',
    template: '/api/v1/webhooks/crypto/{provider}',
    params: [
      { name: 'provider', required: true, schema: { type: 'string', enum: ['processing'] } },
    ],
    query: [],
    headers: [],
    body: toJsonSchema(ZProcessingEvent),
    auth: 'public',
    roles: [],
    signWith: CRYPTO_WEBHOOK_SECRET,
  });
  return operations;
}

/** Route paths from Fastify's route tree print (`/a/:b (GET, HEAD)`, children indented by 4). */
function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*?)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    const segment = match[2] ?? '';
    stack.length = depth;
    const path = `${stack.join('')}${segment}`;
    stack.push(segment);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)];
}

function expectationFor(operation: Operation, caller: Caller): Expectation {
  if (operation.auth === 'public') return { kind: 'fuzz', full: caller.name === 'guest' };
  const denied = (status: 401 | 403, detail: string): Expectation => ({
    kind: 'denied',
    status,
    detail,
  });
  if (operation.auth === 'player')
    return caller.name === 'player' ? { kind: 'fuzz', full: true } : denied(401, 'unauthorized');
  if (!caller.name.startsWith('staff:')) return denied(401, 'unauthorized');
  const role = caller.name.slice('staff:'.length) as StaffRole;
  if (role !== 'admin' && !operation.roles.includes(role)) return denied(403, 'forbidden');
  return { kind: 'fuzz', full: role === 'admin' };
}

/** The callers that try an operation: a guest, a player, an admin, and staff without the role. */
function callersOf(operation: Operation, staff: Record<StaffRole, Caller>, base: Caller[]) {
  const callers = [...base];
  if (operation.auth === 'staff') {
    const outsider = (['support', 'content', 'finance'] as const).find(
      (role) => !operation.roles.includes(role),
    );
    if (outsider) callers.push(staff[outsider]);
  }
  // Callers turned away first: their requests must not change what the others see.
  return callers.sort(
    (a, b) =>
      Number(expectationFor(operation, a).kind === 'fuzz') -
      Number(expectationFor(operation, b).kind === 'fuzz'),
  );
}

const HEADER_ATTACKS: Mutation<string>[] = [
  { label: 'empty', value: '' },
  { label: 'blank', value: '   ' },
  { label: 'very long', value: 'k'.repeat(8_000) },
  { label: 'latin-1', value: 'clé-é' },
  { label: 'spaces inside', value: 'a b c' },
  { label: 'tab', value: 'a\tb' },
];

const AUTH_ATTACKS: Mutation<Record<string, string>>[] = [
  { label: 'bearer empty', value: { authorization: 'Bearer ' } },
  { label: 'bearer garbage', value: { authorization: 'Bearer %00../\u00ff' } },
  { label: 'bearer very long', value: { authorization: `Bearer ${'t'.repeat(8_000)}` } },
  { label: 'basic scheme', value: { authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { label: 'cookie garbage', value: { cookie: 'wh_session=%00%ff; wh_staff_session=../..' } },
  { label: 'cookie very long', value: { cookie: `wh_staff_session=${'c'.repeat(4_000)}` } },
];

/**
 * A body's field mutations, at most MAX_BODY_MUTATIONS: a large body (payment methods: nested
 * limits, fields and presets) goes two levels deep instead of three, then keeps an even spread.
 */
function bodyMutations(schema: JsonSchema | undefined, sample: unknown): Mutation[] {
  if (!schema) return [];
  let all = mutations(schema, sample, { stride: STRIDE, named: NAMED });
  if (all.length > MAX_BODY_MUTATIONS)
    all = mutations(schema, sample, { stride: STRIDE, maxDepth: 2, named: NAMED });
  if (all.length <= MAX_BODY_MUTATIONS) return all;
  const step = all.length / MAX_BODY_MUTATIONS;
  return Array.from({ length: MAX_BODY_MUTATIONS }, (_, index) => all[Math.floor(index * step)]!);
}

interface Plan {
  /** Full fuzz, for a caller the route lets in. */
  full: Request[];
  /** Enough to show a caller it does not let in is refused whatever the input (and to probe a
   * public route as the callers it is not mainly for). */
  sample: Request[];
}

/** The requests for one operation and caller; `now` is the app's clock (webhook timestamps). */
function planFor(
  operation: Operation,
  callerHeaders: Record<string, string>,
  now: () => Date,
): Plan {
  const sampleParams: Record<string, string> = {};
  for (const param of operation.params)
    sampleParams[param.name] =
      operation.realParams?.[param.name] ??
      encodeURIComponent(String(sampleValue(param.schema, { named: NAMED, name: param.name })));
  const urlWith = (params: Record<string, string>, query: string) =>
    operation.template.replace(/\{(\w+)\}/g, (_all, name: string) => params[name] ?? '') +
    (query ? `?${query}` : '');
  const sampleQuery = operation.query
    .filter((param) => param.required)
    .map(
      (param) =>
        `${param.name}=${encodeURIComponent(String(sampleValue(param.schema, { named: NAMED, name: param.name })))}`,
    );
  const sampleHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = {};
    for (const param of operation.headers)
      if (param.required)
        headers[param.name] =
          param.name === 'idempotency-key'
            ? `fuzz-${randomUUID()}`
            : String(sampleValue(param.schema));
    return headers;
  };
  const sampleBody = operation.body ? sampleValue(operation.body, { named: NAMED }) : undefined;

  const request = (
    label: string,
    options: {
      params?: Record<string, string>;
      query?: string[];
      headers?: Record<string, string | undefined>;
      /** A JSON value to send (serialised with raw tokens), or raw text/bytes. */
      body?: { json: unknown } | { raw: string | Buffer; type?: string } | 'none';
    } = {},
  ): Request => {
    const headers: Record<string, string> = { ...callerHeaders, ...sampleHeaders() };
    let payload: string | Buffer | undefined;
    const body = options.body ?? (operation.body ? { json: sampleBody } : 'none');
    if (body !== 'none') {
      if ('json' in body) {
        payload = toJsonText(body.json);
        headers['content-type'] = 'application/json';
      } else {
        payload = body.raw;
        if (body.type !== undefined) headers['content-type'] = body.type;
      }
    }
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    if (operation.signWith && payload !== undefined) {
      const timestamp = String(Math.floor(now().getTime() / 1000));
      headers[WEBHOOK_TIMESTAMP_HEADER] = timestamp;
      headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(
        operation.signWith,
        timestamp,
        typeof payload === 'string' ? payload : payload.toString('utf8'),
      );
    }
    return {
      label,
      signed: operation.signWith !== undefined && payload !== undefined,
      method: operation.method,
      url: urlWith(options.params ?? sampleParams, (options.query ?? sampleQuery).join('&')),
      headers,
      payload,
    };
  };

  const jsonText = toJsonText(sampleBody ?? {});
  const boundary = 'fuzzboundary';
  const bodyShapes: Request[] = [
    request('body: none', { body: 'none' }),
    request('body: empty with JSON type', { body: { raw: '', type: 'application/json' } }),
    request('body: broken JSON', { body: { raw: '{"a":', type: 'application/json' } }),
    request('body: trailing garbage', {
      body: { raw: `${jsonText}xyz`, type: 'application/json' },
    }),
    request('body: single quotes', { body: { raw: "{'a':1}", type: 'application/json' } }),
    request('body: NUL byte in JSON', {
      body: { raw: '{"a":"\u0000"}', type: 'application/json' },
    }),
    request('body: lone surrogate escape', {
      body: { raw: '{"a":"\\ud800"}', type: 'application/json' },
    }),
    request('body: invalid UTF-8 bytes', {
      body: {
        raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        type: 'application/json',
      },
    }),
    request('body: __proto__ key', {
      body: { raw: '{"__proto__":{"admin":true}}', type: 'application/json' },
    }),
    request('body: constructor key', {
      body: { raw: '{"constructor":{"prototype":{}}}', type: 'application/json' },
    }),
    request('body: duplicate keys', { body: { raw: '{"a":1,"a":2}', type: 'application/json' } }),
    request('body: deep nesting', {
      body: { raw: `${'['.repeat(30_000)}${']'.repeat(30_000)}`, type: 'application/json' },
    }),
    request('body: null', { body: { json: null } }),
    request('body: array', { body: { json: [] } }),
    request('body: array of the body', { body: { json: [sampleBody ?? {}] } }),
    request('body: string', { body: { json: 'a' } }),
    request('body: number', { body: { json: 1 } }),
    request('body: extra property', {
      body: {
        json:
          sampleBody && typeof sampleBody === 'object' && !Array.isArray(sampleBody)
            ? { ...sampleBody, zzExtra: 1 }
            : { zzExtra: 1 },
      },
    }),
    request('body: over the size limit', {
      body: { raw: `{"a":"${'x'.repeat(BODY_LIMIT_BYTES + 1)}"}`, type: 'application/json' },
    }),
    request('content-type: text/plain', { body: { raw: jsonText, type: 'text/plain' } }),
    request('content-type: none', { body: { raw: jsonText } }),
    request('content-type: form', {
      body: { raw: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' },
    }),
    request('content-type: broken multipart', {
      body: {
        raw: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n%PDF\u0000`,
        type: `multipart/form-data; boundary=${boundary}`,
      },
    }),
    request('content-type: multipart without boundary', {
      body: { raw: 'garbage', type: 'multipart/form-data' },
    }),
    request('content-type: octet-stream', {
      body: { raw: Buffer.from([0, 1, 2, 255]), type: 'application/octet-stream' },
    }),
    request('content-type: JSON with odd charset', {
      body: { raw: jsonText, type: 'application/json; charset=utf-16' },
    }),
    request('content-type: garbage', { body: { raw: jsonText, type: '\u00ff/\u00fe;;=' } }),
    request('content-type: vendor JSON', {
      body: { raw: jsonText, type: 'application/vnd.api+json' },
    }),
  ];

  const pathAttacks: Request[] = operation.params.flatMap((param) =>
    pick(URL_ATTACKS, seedOf(`${operation.id} ${param.name}`), STRIDE).map((attack) =>
      Object.assign(
        request(`path ${param.name}: ${attack.label}`, {
          params: { ...sampleParams, [param.name]: attack.value },
        }),
        { unroutable: attack.unroutable },
      ),
    ),
  );

  const queryAttacks: Request[] = [
    ...operation.query.flatMap((param) => [
      ...pick(URL_ATTACKS, seedOf(`${operation.id} ?${param.name}`), STRIDE).map((attack) =>
        request(`query ${param.name}: ${attack.label}`, {
          query: [
            ...sampleQuery.filter((q) => !q.startsWith(`${param.name}=`)),
            `${param.name}=${attack.value}`,
          ],
        }),
      ),
      request(`query ${param.name}: repeated`, {
        query: [...sampleQuery, `${param.name}=1`, `${param.name}=2`],
      }),
      request(`query ${param.name}: bracket array`, {
        query: [...sampleQuery, `${param.name}[]=1`],
      }),
      request(`query ${param.name}: bracket object`, {
        query: [...sampleQuery, `${param.name}[a]=1`],
      }),
      request(`query ${param.name}: no value`, { query: [...sampleQuery, param.name] }),
      ...(param.required
        ? [
            request(`query ${param.name}: missing`, {
              query: sampleQuery.filter((q) => !q.startsWith(`${param.name}=`)),
            }),
          ]
        : []),
    ]),
    request('query: unknown parameter', { query: [...sampleQuery, 'zzExtra=%00'] }),
    request('query: garbage', { query: [...sampleQuery, '%%%&&==&a=%E0%A4%A'] }),
  ];

  const headerAttacks: Request[] = operation.headers.flatMap((param) => [
    ...HEADER_ATTACKS.map((attack) =>
      request(`header ${param.name}: ${attack.label}`, { headers: { [param.name]: attack.value } }),
    ),
    ...(param.required
      ? [request(`header ${param.name}: missing`, { headers: { [param.name]: undefined } })]
      : []),
  ]);

  const bodyFields: Request[] = bodyMutations(operation.body, sampleBody).map((mutation) =>
    request(`body ${mutation.label}`, { body: { json: mutation.value } }),
  );

  const baseline = request('baseline');
  return {
    full: [
      baseline,
      ...pathAttacks,
      ...queryAttacks,
      ...headerAttacks,
      ...bodyShapes,
      ...bodyFields,
    ],
    sample: [
      baseline,
      ...bodyShapes,
      ...pathAttacks.filter((attack) =>
        DENIED_URL_ATTACKS.has(attack.label.replace(/^path \w+: /, '')),
      ),
      ...queryAttacks.slice(0, 2),
      ...headerAttacks.slice(0, 1),
      ...bodyFields.filter((_request, index) => index % 20 === 0),
    ],
  };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** What is wrong with an error answer's body, if anything. */
function errorBodyProblem(response: LightMyRequestResponse): string | undefined {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${type}`;
  let body: Record<string, unknown>;
  try {
    body = response.json<Record<string, unknown>>();
  } catch {
    return 'body is not JSON';
  }
  if (typeof body.detail !== 'string' || body.detail === '') return 'no detail';
  if (typeof body.message !== 'string') return 'no message';
  if (body.key !== response.headers['x-request-id']) return 'key is not the request id';
  if (typeof body.time !== 'string' || !ISO_TIME.test(body.time)) return 'time is not ISO-8601';
  if (body.fields !== undefined) {
    if (body.fields === null || typeof body.fields !== 'object' || Array.isArray(body.fields))
      return 'fields is not an object';
    for (const [field, error] of Object.entries(body.fields as Record<string, unknown>)) {
      const entry = error as { key?: unknown; params?: unknown };
      if (typeof entry.key !== 'string' || !entry.key.startsWith('Validation.'))
        return `fields.${field}.key is not Validation.*`;
      if (
        entry.params !== undefined &&
        (entry.params === null ||
          typeof entry.params !== 'object' ||
          Object.values(entry.params).some((v) => typeof v !== 'string' && typeof v !== 'number'))
      )
        return `fields.${field}.params is not a record of strings and numbers`;
    }
  }
  return undefined;
}

/**
 * One database per test file, so the two runs share the machine's two test workers instead of
 * following each other in one.
 */
export const describeApiFuzz = (target: DatabaseTargetName) =>
  describe.skipIf(!databaseTargets().includes(target))(`API fuzz on ${target}`, () => {
    let t: TestApp;
    let document: OpenApiDocument;
    let sent = 0;
    const failures: string[] = [];
    const tally = new Map<string, number>();

    const send = async (request: Request): Promise<LightMyRequestResponse> => {
      sent += 1;
      const options: InjectOptions = {
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      };
      return t.app.inject(options);
    };

    const check = (
      where: string,
      response: LightMyRequestResponse,
      expectation: Expectation,
      options: { admitted?: boolean; unroutable?: boolean } = {},
    ) => {
      const fail = (why: string) =>
        failures.push(`${where} → ${response.statusCode} ${why}: ${response.body.slice(0, 200)}`);
      tally.set(String(response.statusCode), (tally.get(String(response.statusCode)) ?? 0) + 1);
      if (response.statusCode >= 500) return fail('server error');
      if (response.statusCode >= 400) {
        const problem = errorBodyProblem(response);
        if (problem) return fail(`error body: ${problem}`);
      }
      if (expectation.kind === 'denied' && options.unroutable) {
        if (response.statusCode !== 400) return fail('expected 400 for a URL that does not route');
      } else if (expectation.kind === 'denied') {
        const detail =
          response.statusCode >= 400 ? response.json<{ detail?: string }>().detail : undefined;
        if (response.statusCode !== expectation.status || detail !== expectation.detail)
          return fail(`expected ${expectation.status} ${expectation.detail} before any validation`);
      } else if (options.admitted && response.statusCode === 401) {
        // A caller the route lets in is never told to sign in: its session survived the fuzzing, and
        // a signed webhook delivery verified.
        const detail = response.json<{ detail?: string }>().detail;
        if (detail === 'unauthorized') return fail('an allowed caller was refused');
      }
      return undefined;
    };

    beforeAll(async () => {
      t = await createTestApp(target, {
        env: {
          LOG_LEVEL: 'warn',
          SIMULATORS: 'true',
          SEED_DEMO: 'true',
          FIAT_PROCESSOR: 'simulated',
          FIAT_PROCESSOR_WEBHOOK_SECRET: FIAT_WEBHOOK_SECRET,
          CRYPTO_PROCESSING_WEBHOOK_SECRET: CRYPTO_WEBHOOK_SECRET,
          BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES),
          RATE_LIMIT_PER_MINUTE: '100000000',
          LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
          LOGIN_MAX_FAILURES_PER_IP: '100000000',
        },
        seed: true,
      });
      const docs = await t.app.inject({ url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      document = docs.json<OpenApiDocument>();
    });
    afterAll(async () => {
      if (!t) return;
      // Whatever was accepted moved money correctly: hostile input broke no ledger invariant.
      await expectLedgerConsistent(t.database.db);
      await t.close();
    });

    it('answers every operation, for every caller and every malformed input, without a 5xx', async () => {
      const started = Date.now();
      const operations = operationsOf(document);

      // Inventory: every route served is documented or fuzzed here as a hidden route.
      const documented = new Set(
        operations.map(
          (operation) => `${operation.method} ${operation.template.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
      const undocumented = servedRoutes(t.app).filter(
        (route) => !documented.has(route) && !(route in HIDDEN_ROUTES),
      );
      expect(undocumented, 'routes neither in OpenAPI nor fuzzed as hidden routes').toEqual([]);
      // Every back-office route but the sign-in steps needs staff.
      expect(
        operations
          .filter(
            (operation) =>
              operation.template.startsWith('/api/admin/') && operation.auth !== 'staff',
          )
          .map((operation) => operation.id),
      ).toEqual([
        'POST /api/admin/auth/login',
        'POST /api/admin/auth/second-factor',
        'POST /api/admin/auth/logout',
      ]);

      const player: TestPlayer = await registerPlayer(t.app);
      // A second player the back office's per-player routes act on (banned, adjusted, flagged).
      const victim = await registerPlayer(t.app, { email: 'player@example.test' });
      const victimId = (await t.app.inject({ url: '/api/v1/me', headers: victim.auth })).json<{
        globalId: string;
      }>().globalId;
      const staff = {} as Record<StaffRole, Caller>;
      for (const role of STAFF_ROLES)
        staff[role] = { name: `staff:${role}`, headers: (await createStaff(t.app, [role])).auth };
      const base: Caller[] = [
        { name: 'guest', headers: {} },
        { name: 'player', headers: player.auth },
        staff.admin,
      ];
      for (const operation of operations)
        if (/^\/api\/admin\/(users|fiat\/players)\/\{/.test(operation.template))
          operation.realParams = { id: victimId, globalId: victimId };

      const ours = operations.filter((_, index) => fuzzedOn(target, index));
      const ordered = [
        ...ours.filter((operation) => !SESSION_ENDING.has(operation.id)),
        ...ours.filter((operation) => SESSION_ENDING.has(operation.id)),
      ];
      let fuzzedOperations = 0;
      const perCaller = new Map<string, number>();
      for (const operation of ordered) {
        fuzzedOperations += 1;
        const opStart = Date.now();
        const opSent = sent;
        for (const caller of callersOf(operation, staff, base)) {
          const expectation = expectationFor(operation, caller);
          const plan = planFor(operation, caller.headers, () => t.clock.now());
          const requests =
            expectation.kind === 'fuzz' && expectation.full ? plan.full : plan.sample;
          for (const request of requests) {
            const response = await send(request);
            check(`${operation.id} as ${caller.name}: ${request.label}`, response, expectation, {
              // Unsigned webhook bodies are refused; a session-ending operation may end its own caller's.
              admitted:
                (operation.signWith === undefined || request.signed === true) &&
                !SESSION_ENDING.has(operation.id),
              unroutable: request.unroutable,
            });
          }
          perCaller.set(caller.name, (perCaller.get(caller.name) ?? 0) + requests.length);
          // Broken credentials are refused like none at all, before any validation.
          if (caller.name === 'guest' && expectation.kind === 'denied')
            for (const attack of AUTH_ATTACKS) {
              const response = await send({ ...plan.sample[1]!, headers: attack.value });
              check(`${operation.id} as guest with ${attack.label}`, response, expectation);
            }
        }
        if (REPORT)
          appendFileSync(
            REPORT,
            `${operation.id} ${sent - opSent} ${Date.now() - opStart}ms failures=${failures.length}\n`,
          );
      }

      // An unsupported method on each documented path: a 4xx with the error body.
      const byPath = new Map<string, Set<string>>();
      for (const operation of operations)
        byPath.set(
          operation.template,
          (byPath.get(operation.template) ?? new Set()).add(operation.method),
        );
      for (const [template, methods] of byPath) {
        const method = ['DELETE', 'PUT', 'PATCH', 'POST', 'GET'].find((m) => !methods.has(m));
        if (!method) continue;
        const response = await send({
          label: 'unsupported method',
          method,
          url: template.replace(/\{\w+\}/g, '1'),
          headers: {},
        });
        check(`${method} ${template}: unsupported method`, response, { kind: 'fuzz', full: true });
      }

      // Hidden routes: probes, docs and the websocket's HTTP side.
      const hidden: Request[] = [];
      for (const path of [
        '/healthz',
        '/readyz',
        '/metrics',
        '/api/docs/json',
        '/api/docs/yaml',
        '/ws',
      ])
        for (const attack of URL_ATTACKS)
          hidden.push({
            label: attack.label,
            method: 'GET',
            url: `${path}?token=${attack.value}&x=${attack.value}`,
            headers: {},
          });
      for (const attack of URL_ATTACKS)
        for (const prefix of ['/api/docs/', '/api/docs/static/', '/api/'])
          hidden.push({
            label: attack.label,
            method: 'GET',
            url: `${prefix}${attack.value}`,
            headers: {},
          });
      for (const attack of URL_ATTACKS) {
        for (const provider of ['crypto-pay', 'xrocket'])
          for (const method of ['GET', 'POST'])
            hidden.push({
              label: attack.label,
              method,
              url: `/api/dev/${provider}/pay/${attack.value}`,
              headers:
                method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
              ...(method === 'POST' ? { payload: '' } : {}),
            });
        for (const provider of ['crypto-pay', 'xrocket'])
          hidden.push({
            label: attack.label,
            method: 'GET',
            url: `/api/dev/${provider}/wallet?x=${attack.value}`,
            headers: {},
          });
        for (const provider of ['cryptobot', 'xrocket'])
          hidden.push({
            label: attack.label,
            method: 'POST',
            url: `/api/v1/webhooks/${provider}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ update_id: attack.value, payload: attack.value }),
          });
      }
      for (const request of hidden) {
        const response = await send(request);
        check(`${request.method} ${request.url.slice(0, 60)}: ${request.label}`, response, {
          kind: 'fuzz',
          full: true,
        });
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `API fuzz on ${target}: ${fuzzedOperations} of ${operations.length} operations (${operations.length - 1} documented + 1 hidden) and ${hidden.length} hidden-route probes, ${sent} requests in ${seconds}s; by caller ${JSON.stringify(Object.fromEntries(perCaller))}; statuses ${JSON.stringify(Object.fromEntries(tally))}`,
      );

      // Nothing the fuzzing sent made the server log an error.
      const errors = t.logs
        .map(
          (line) =>
            JSON.parse(line) as {
              level: number;
              msg?: string;
              url?: string;
              err?: { message?: string; stack?: string };
            },
        )
        .filter((entry) => entry.level >= 50)
        .map((entry) => {
          const cause = /caused by: ([^\n]*)/.exec(entry.err?.stack ?? '')?.[1] ?? '';
          return `logged: ${entry.msg ?? ''} ${cause} ${entry.err?.message?.slice(0, 200) ?? ''}`;
        });
      if (REPORT) writeFileSync(`${REPORT}.failures`, [...failures, ...errors].join('\n'));
      expect([...failures.slice(0, 60), ...errors.slice(0, 20)]).toEqual([]);
    }, 600_000);

    it('answers malformed websocket frames with an error message, never a crash', async () => {
      const logsBefore = t.logs.length;
      const frames = [
        '',
        '{',
        'null',
        '[]',
        '"subscribe"',
        '{"type":"subscribe"}',
        '{"type":"subscribe","channels":"balance"}',
        '{"type":"subscribe","channels":[null,1,{}]}',
        `{"type":"subscribe","channels":["${'x'.repeat(10_000)}"]}`,
        '{"type":"subscribe","channels":["balance\\u0000"]}',
        '{"type":"subscribe","channels":["\\ud800"]}',
        '{"type":"zz","channels":[]}',
        '{"__proto__":{"type":"subscribe"}}',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
        Buffer.from([0xff, 0xfe, 0x00]).toString('latin1'),
      ];
      // A guest's socket answers every malformed frame with an error message and stays open.
      const socket = await t.app.injectWS('/ws');
      const answers: unknown[] = [];
      socket.on('message', (raw: Buffer) => answers.push(JSON.parse(raw.toString()) as unknown));
      for (const frame of frames) {
        sent += 1;
        socket.send(frame);
      }
      for (let waited = 0; answers.length < frames.length && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answers).toHaveLength(frames.length);
      for (const answer of answers)
        expect(answer, JSON.stringify(answer).slice(0, 200)).toMatchObject({ type: 'error' });
      expect(socket.readyState).toBe(socket.OPEN);
      socket.terminate();

      // A token that is no token closes the socket as unauthorized.
      for (const query of [
        `?token=${'x'.repeat(5_000)}`,
        '?token=..%2F..',
        '?token=1e3',
        '?token=',
      ]) {
        sent += 1;
        const refused = await t.app.injectWS(`/ws${query}`);
        const code = await new Promise<number>((resolve) => refused.on('close', resolve));
        expect(code, query.slice(0, 40)).toBe(WS_CLOSE_UNAUTHORIZED);
      }
      // Unsafe text in the query is refused before the upgrade, like on any route.
      for (const query of ['?token=%00', '?x=a%01b']) {
        sent += 1;
        await expect(t.app.injectWS(`/ws${query}`), query).rejects.toThrow(/400/);
      }
      const errors = t.logs
        .slice(logsBefore)
        .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errors).toEqual([]);
    });
  });
