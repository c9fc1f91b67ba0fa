import fc from 'fast-check';

// Random requests for every operation of Lotus's OpenAPI document: valid-shaped and broken
// bodies, hostile path ids and query values, lying headers and raw non-JSON bodies. The fuzz test
// (openapi-fuzz.test.ts) sends them; nothing here knows a route by name.

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] };
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
  /** Server-sent events: the answer never ends, so the test reads only its status. */
  isStream: boolean;
  needsToken: boolean;
};

/**
 * Who sends a request; the test turns the name into headers at send time. `provider` signs the
 * body as the casino aggregator does; `junk` sends an Authorization that is no sign-in.
 */
export const identities = ['nobody', 'player', 'demo', 'operator', 'frame', 'provider', 'junk'] as const;
export type Identity = (typeof identities)[number];

export type FuzzRequest = {
  identity: Identity;
  method: string;
  /** The operation's path in the document, `/api/events/{id}`. */
  template: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema,
      isStream: path.includes('/stream'),
      needsToken: (op.security?.length ?? 0) > 0,
    })),
  );
}

// ---- Values ---------------------------------------------------------------------------------

/** Names every JavaScript object has: a lookup table indexed by input finds them unless it checks its own keys. */
const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Strings and numbers that have broken servers before: NUL, lone surrogates, SQL, huge and odd numbers. */
// Kept as written: strings, numbers, other values.
// prettier-ignore
const nastyValues: unknown[] = [
  ...prototypeKeys,
  '\u0000', 'a\u0000b', '\ud800', '\udfff', '💩', 'é', '\u202e', '\ufeff', ' ', '', "' OR '1'='1", '"; DROP TABLE users; --', '%00', '../../etc/passwd',
  '<script>alert(1)</script>', 'javascript:alert(1)', '//evil.example', '1e400', 'NaN', '-0', '٣', 'x'.repeat(10_000),
  0, -1, -0, 1.5, 0.001, 1e21, -1e21, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 1e-320,
  true, false, null, [], {}, [null], { $gt: '' }, { constructor: { prototype: { polluted: true } } }, [[[[[[[[[[1]]]]]]]]]],
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyValues) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const lowerBound = (schema: JsonSchema, fallback: number) =>
  schema.minimum === undefined ? fallback : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);

function integerOf(schema: JsonSchema, known: Known): fc.Arbitrary<number> {
  const min = Math.max(lowerBound(schema, -(2 ** 31)), Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  // Small numbers most of the time: they are the ids the seeded rows and the fuzz's players hold.
  const smallMin = Math.max(min, 0);
  const small = fc.integer({ min: smallMin, max: Math.max(smallMin, Math.min(max, 40)) });
  const ids = known.integers.filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 3, arbitrary: small },
    { weight: ids.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(0, ...ids) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema, 0);
  const max = schema.maximum ?? 100_000;
  // Round figures (stakes, odds on the ladder: 1.5, 2, 10...), rupee-like amounts and wilder doubles.
  const top = Math.min(max, 1e9);
  const figures = [1.5, 2, 2.5, 3, 4, 5, 10, 20, 50, 100, 200, 500, 1000].filter((n) => n >= min && n <= top);
  const halves = fc.integer({ min: Math.max(Math.ceil(min * 2), 0), max: Math.max(Math.floor(Math.min(top, 500) * 2), 0) }).map((n) => n / 2);
  const round = figures.length > 0 ? fc.oneof(fc.constantFrom(...figures), halves) : halves;
  const paise = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(top * 100) }).map((p) => p / 100);
  return fc.oneof({ weight: 3, arbitrary: round }, { weight: 3, arbitrary: paise }, { weight: 1, arbitrary: fc.double({ min, max, noNaN: true }) });
}

/**
 * Values the running app knows (provider keys, game slugs, market and runner ids, stand-ins the
 * test replaces with a live game session...): random values alone would almost never name a real row.
 */
export type Known = { strings: readonly string[]; integers: readonly number[] };
const nothingKnown: Known = { strings: [], integers: [] };

function stringOf(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      // Never a real host: a launch must not wait on the network. Port 9 on loopback refuses at once.
      return fc.constantFrom('http://127.0.0.1:9/api', 'https://127.0.0.1:9/', 'ftp://x', 'not a url');
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  const text = fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
  return fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: known.strings.length > 0 ? 4 : 0, arbitrary: fc.constantFrom('', ...known.strings) },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
  );
}

/** A value of the schema's shape (type, enum, bounds, pattern); not always one the route accepts. */
export function validShaped(schema: JsonSchema | undefined, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return integerOf(schema, known);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema, known);
    case 'array':
      return fc.array(validShaped(schema.items, known, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, value]) => [key, validShaped(value, known, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: [...required].filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid-shaped object with one thing broken: a field hostile, a required field gone, or an extra field. */
function brokenObject(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validShaped(schema, known) as fc.Arbitrary<Record<string, unknown>>;
  if (keys.length === 0) return fc.tuple(base, fc.string({ maxLength: 10 }), hostileValue).map(([value, key, junk]) => ({ ...value, [key]: junk }));
  return fc.tuple(base, fc.constantFrom(...keys), hostileValue, fc.nat(2)).map(([value, key, junk, how]) => {
    if (how === 0) return { ...value, [key]: junk };
    if (how === 1) return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
    return { ...value, [`${key}_x`]: junk };
  });
}

const rawBodies = [
  'not json',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\u0000"}',
  '[]',
  'null',
  'true',
  '"text"',
  '12',
  '-',
  '\ufeff{}',
  '{}{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(10_000),
  `{"a":"${'x'.repeat(200_000)}"}`,
  '%7B%7D',
  'a=1&b=2',
];

function bodyOf(schema: JsonSchema | undefined, known: Known): fc.Arbitrary<string | undefined> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: schema ? 5 : 1, arbitrary: json(validShaped(schema, known)) },
    { weight: schema?.type === 'object' ? 4 : 0, arbitrary: schema ? json(brokenObject(schema, known)) : fc.constant(undefined) },
    { weight: 2, arbitrary: json(hostileValue) },
    { weight: 2, arbitrary: fc.constantFrom(...rawBodies) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

// ---- URLs -----------------------------------------------------------------------------------

/** A path segment as sent on the wire: percent-encoded text, or raw hostile bytes. */
const hostileSegment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...prototypeKeys,
      '%00',
      '1%00',
      '%00%00',
      '-1',
      '0',
      '00',
      '+1',
      '1.5',
      '1e3',
      '1e400',
      'NaN',
      'Infinity',
      '0x10',
      '99999999999999999999999',
      '2147483648',
      '9007199254740993',
      '-9223372036854775809',
      '%F0%9F%92%A9',
      '%C3%A9',
      '%D9%A3',
      '%ff',
      '%ED%A0%80',
      '%',
      '%zz',
      '%E0%A4%A',
      'a'.repeat(3000),
      '..%2F..%2Fetc%2Fpasswd',
      '1%27%20OR%20%271%27%3D%271',
      '%20',
      '[]',
      'null',
      'true',
      'undefined',
      '%0A',
      '%0D%0Aset-cookie:x',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeSegment) },
);

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes
  }
}

function pathOf(op: Operation, known: Known): fc.Arbitrary<string> {
  const values = op.pathParams.map((param) =>
    fc.oneof({ weight: 3, arbitrary: validShaped(param.schema, known).map((value) => encodeSegment(String(value))) }, { weight: 2, arbitrary: hostileSegment }),
  );
  return fc.tuple(...values).map((segments) => op.pathParams.reduce((path, param, i) => path.replace(`{${param.name}}`, segments[i] ?? ''), op.path));
}

function queryOf(op: Operation, known: Known): fc.Arbitrary<string> {
  const pairs = op.query.map((param) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: validShaped(param.schema, known).map((value) => [`${param.name}=${encodeSegment(String(value))}`]) },
      { weight: 2, arbitrary: hostileSegment.map((value) => [`${param.name}=${value}`]) },
      // The same key twice arrives as an array.
      { weight: 1, arbitrary: fc.tuple(hostileSegment, hostileSegment).map(([a, b]) => [`${param.name}=${a}`, `${param.name}=${b}`]) },
    ),
  );
  const extra = fc.oneof({ weight: 5, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: hostileSegment.map((v) => [`${v}=${v}`]) });
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen.flat(), ...more];
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

// ---- Headers --------------------------------------------------------------------------------

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/jsonx',
      'application/*',
      '*/*',
      'json',
      '',
      'application/json, text/plain',
      'application/octet-stream',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Header text a real client can send (visible ASCII and Latin-1; a NUL never reaches a server). */
const headerJunk = fc.oneof(
  fc.constantFrom('', ' ', 'a'.repeat(300), 'key with spaces', 'é', "'; DROP TABLE idempotency_keys; --", '%00', 'null', '-1'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x')),
);
const idempotencyKeys = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: headerJunk });

/** Authorization headers that are not a live sign-in. */
export const junkAuthorizations = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  `Bearer ${'a'.repeat(64)}`,
  `Bearer ${'a'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer  x',
  "Bearer ' OR 1=1 --",
  'Token abc',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'é',
);

// ---- Requests -------------------------------------------------------------------------------

/** Mostly someone the route may answer; the signed aggregator mostly where it is expected. */
function identityOf(op: Operation): fc.Arbitrary<Identity> {
  const isCallback = op.path.startsWith('/api/casino/callback/');
  const weights: Record<Identity, number> = { nobody: 1, player: 3, demo: 2, operator: 3, frame: 2, provider: isCallback ? 8 : 1, junk: 1 };
  return fc.oneof(...identities.map((identity) => ({ weight: weights[identity], arbitrary: fc.constant(identity) })));
}

/** The caller a route expects: the operator under /api/admin, the aggregator on its callbacks, a game frame or a player. */
function expectedIdentity(op: Operation): fc.Arbitrary<Identity> {
  if (op.path.startsWith('/api/admin/')) return fc.constant('operator');
  if (op.path.startsWith('/api/casino/callback/')) return fc.constant('provider');
  if (op.path.startsWith('/api/casino/house/') || op.path.startsWith('/api/casino/fairness')) return fc.constantFrom('frame', 'frame', 'player');
  return op.needsToken ? fc.constantFrom('player', 'player', 'player', 'demo') : fc.constantFrom('nobody', 'player');
}

/** A request as the route's client would send it: the caller it expects, valid-shaped input, honest headers. */
function wellFormedRequestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const segments = op.pathParams.map((param) => validShaped(param.schema, known).map((value) => encodeSegment(String(value))));
  const pairs = op.query.map((param) =>
    fc.option(
      validShaped(param.schema, known).map((value) => `${param.name}=${encodeSegment(String(value))}`),
      { nil: undefined },
    ),
  );
  const body = op.body ? validShaped(op.body, known).map((value) => JSON.stringify(value)) : fc.constant(undefined);
  return fc
    .record({
      identity: expectedIdentity(op),
      segments: fc.tuple(...segments),
      pairs: fc.tuple(...pairs),
      body,
      idempotencyKey: fc.option(fc.uuid(), { nil: undefined }),
    })
    .map(({ identity, segments: values, pairs: chosen, body: payload, idempotencyKey }) => {
      const path = op.pathParams.reduce((text, param, i) => text.replace(`{${param.name}}`, values[i] ?? ''), op.path);
      const query = chosen.filter((pair) => pair !== undefined).join('&');
      const headers: Record<string, string> = {};
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      return { identity, method: op.method, template: op.path, url: query ? `${path}?${query}` : path, headers, payload };
    });
}

/** A third of the requests well formed (they reach the routes' business rules and money), the rest hostile. */
export function requestFor(op: Operation, known: Known = nothingKnown): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 2, arbitrary: hostileRequestFor(op, known) }, { weight: 1, arbitrary: wellFormedRequestFor(op, known) });
}

function hostileRequestFor(op: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const takesBody = op.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(op.method);
  const payload = takesBody
    ? bodyOf(op.body, known)
    : fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyOf(undefined, known) });
  return fc
    .record({
      identity: identityOf(op),
      path: pathOf(op, known),
      query: queryOf(op, known),
      payload,
      contentType: contentTypes,
      idempotencyKey: idempotencyKeys,
      junkAuthorization: junkAuthorizations,
    })
    .map(({ identity, path, query, payload: body, contentType, idempotencyKey, junkAuthorization }) => {
      const headers: Record<string, string> = {};
      if (body !== undefined && contentType !== undefined) headers['content-type'] = contentType;
      if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
      if (identity === 'junk') headers.authorization = junkAuthorization;
      return { identity, method: op.method, template: op.path, url: `${path}${query}`, headers, payload: body };
    });
}

/** `count` requests, taking the operations in turn (every route gets its share); the same ones for the same seed. */
export function sampleRequests(operations: Operation[], count: number, seed: number, known: Known = nothingKnown): FuzzRequest[] {
  const perOperation = Math.ceil(count / operations.length);
  const samples = operations.map((op, i) => fc.sample(requestFor(op, known), { seed: seed + i, numRuns: perOperation }));
  const requests: FuzzRequest[] = [];
  for (let round = 0; round < perOperation; round++) {
    for (const sample of samples) {
      const request = sample[round];
      if (request && requests.length < count) requests.push(request);
    }
  }
  return requests;
}
