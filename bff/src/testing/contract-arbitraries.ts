/**
 * fast-check arbitraries drawn from the contracts' zod schemas, for fuzzing
 * the BFF: bodies shaped like a schema (its keys, plausible values) with at
 * least one value made wrong, and hostile values of every kind.
 */
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** encodeURIComponent for any string: lone surrogates (which it refuses) become U+FFFD first, as a browser sends them. */
export const encode = (value: string): string => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** Strings that break naive code: odd unicode, control characters, markup, paths, escapes, prototype names. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '\u202E\u0041\u0042',
    '🏛️🗳️',
    'Z̷̢͉a̵l̶g̷o̶',
    '<script>alert(1)</script>',
    '"; DROP TABLE articles; --',
    '{"$gt":""}',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '%',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    'null',
    'true',
    '2026-02-30T25:61:00Z',
    'javascript:alert(1)',
    'http://127.0.0.1:9/x',
  ),
  fc.nat({ max: 200_000 }).map((n) => 'a'.repeat(n)),
);

/** Any JSON value that is not a string: the wrong type for most fields. */
const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A value of roughly the schema's shape: right keys and types where it is easy, no guarantee of validity. */
export function shapedLike(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (depth > 3 || keys.length === 0) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, shapedLike(shape[k] as z.ZodType, depth + 1)])), { requiredKeys: [] });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? shapedLike(def.innerType, depth) : fc.constant(undefined);
    case 'pipe': {
      // z.preprocess is a pipe from a transform: the schema is what comes out.
      const source = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
      return source ? shapedLike(source, depth) : fc.constant(undefined);
    }
    case 'union':
      return def.options && def.options.length > 0 ? fc.oneof(...def.options.map((o) => shapedLike(o, depth + 1))) : fc.constant(undefined);
    case 'array':
      return def.element && depth < 3 ? fc.array(shapedLike(def.element, depth + 1), { maxLength: 4 }) : fc.constant([]);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'string':
      return fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), hostileString);
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The top-level keys a schema reads, through optional/pipe wrappers. */
export function keysOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return keysOf(def.innerType);
  if (def.type === 'pipe') return [...(def.in ? keysOf(def.in) : []), ...(def.out ? keysOf(def.out) : [])];
  if (def.type === 'union') return (def.options ?? []).flatMap(keysOf);
  return [];
}

/**
 * A body that must be refused: the schema's shape with at least one of its
 * keys given a value of the wrong type, and sometimes prototype-pollution keys.
 */
export function brokenBody(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  // A union is valid when any one option is: break a body shaped like one of them, in its own keys.
  if (def.type === 'union' && def.options && def.options.length > 0) return fc.oneof(...def.options.map(brokenBody));
  if (def.type === 'pipe') {
    const source = def.in && defOf(def.in).type !== 'transform' ? def.in : def.out;
    if (source) return brokenBody(source);
  }
  const keys = keysOf(schema);
  const base = shapedLike(schema).map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}));
  if (keys.length === 0) return wrongTyped;
  return fc
    .record({
      base,
      broken: fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(3, keys.length) }),
      values: fc.array(wrongTyped, { minLength: 3, maxLength: 3 }),
      polluted: fc.boolean(),
    })
    .map(({ base, broken, values, polluted }) => {
      const body: Record<string, unknown> = { ...base };
      // The first broken key gets a value no field takes (not a string, number, flag, list, null or map of plain values), so the body is surely invalid.
      broken.forEach((k, i) => (body[k] = i === 0 ? { $gt: [{ '': [] }] } : values[i]));
      return polluted ? { ...body, ['__proto__']: { role: 'admin', isAdmin: true }, constructor: { prototype: { polluted: true } } } : body;
    });
}

/** A raw request body: JSON built by `json`, or text that is not JSON at all, or nothing. */
export function rawBody(json: fc.Arbitrary<unknown>): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: json.map((v) => (v === undefined ? 'null' : JSON.stringify(v))) },
    // Prototype keys spelled in the text: JSON.stringify never writes an own `__proto__`.
    { weight: 1, arbitrary: json.map((v) => `{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}},"v":${JSON.stringify(v ?? null)}}`) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1', 'true', '\u0000', '{"a":1}garbage', '\uFEFF{}', 'a=1&b=2') },
    { weight: 1, arbitrary: hostileString },
    // Deep nesting, a classic parser and recursion breaker (as text: it is too deep to stringify here).
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((depth) => `{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A query string: the schema's keys and others, hostile values, repeated keys and broken escapes. */
export function queryString(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const known = schema ? keysOf(schema) : [];
  const key = fc.oneof(...(known.length > 0 ? [fc.constantFrom(...known)] : []), fc.constantFrom('__proto__', 'constructor', 'limit', 'offset', 'a[b]', '__proto__[role]'), fc.string({ maxLength: 10 }));
  const value = fc.oneof(
    fc.constantFrom('0', '1', '-1', '15', '99999999999999999999', '1e309', '1.5', 'NaN', 'Infinity', '', ' ', 'null', 'true', 'published', 'breaking', 'draft'),
    hostileString,
  );
  const pair = fc.tuple(key, value, fc.boolean()).map(([k, v, raw]) => (raw ? `${k}=${v.replace(/[&#\s]/g, '')}` : `${encode(k)}=${encode(v)}`));
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

/** Header values a client may send (visible ASCII only): odd session cookies, preconditions, keys and addresses. */
export function hostileHeaders(): fc.Arbitrary<Record<string, string>> {
  const ascii = hostileString.map((v) => v.replace(/[^\x20-\x7e]/g, '').slice(0, 8000));
  return fc.record(
    {
      cookie: fc.oneof(ascii.map((v) => `mitics_session=${v}`), ascii, fc.constant('mitics_session=; mitics_session=x')),
      'if-match': fc.oneof(ascii, fc.constantFrom('"1"', '"-1"', '"999999999999999999999"', '*', 'W/"1"', '"1.5"', '""')),
      'idempotency-key': ascii,
      'x-forwarded-for': fc.oneof(ascii, fc.constantFrom('::1', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'unknown')),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*', 'x'),
      accept: fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html', ''),
    },
    { requiredKeys: [] },
  );
}
