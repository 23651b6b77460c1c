/**
 * A small deterministic generator of valid and malformed values from the JSON Schemas of an OpenAPI
 * document (the subset our zod contracts produce: type, properties, required, additionalProperties,
 * items, enum, const, pattern, min/maxLength, minimum/maximum, exclusiveMinimum, min/maxItems,
 * anyOf/oneOf/allOf, nullable, format, default). Same schema in, same values out: a failure names
 * the exact input, and a rerun sends it again.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/** A JSON token written as is: an exponent (`1e3`), an integer past 2^53, `1e400` (Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** JSON text of a value that may hold RawJson tokens (lone surrogates are escaped, as JSON allows). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}:${toJsonText(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export interface Mutation<T = unknown> {
  label: string;
  value: T;
  /** Sent for every field; the others are spread over the fields (see `stride`). */
  core?: boolean;
}

/**
 * The attacks a field gets: every core one, and every `stride`-th of the others starting at an
 * offset from `seed` (a hash of the field's path), so each field gets a few of them and the whole
 * API all of them, the same ones on every run.
 */
export function pick<T extends Mutation<unknown>>(attacks: T[], seed: number, stride: number): T[] {
  let extended = 0;
  return attacks.filter((attack) => {
    if (attack.core) return true;
    extended += 1;
    return (extended + seed) % stride === 0;
  });
}

/** A small stable hash of a field's path, the seed of pick(). */
export function seedOf(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1)
    hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return hash;
}

/** Strings a hostile client types into any text field. */
const STRING_ATTACKS: Mutation<string>[] = [
  { label: 'empty', value: '', core: true },
  { label: 'blank', value: '   ' },
  { label: 'NUL inside', value: 'a\u0000b', core: true },
  { label: 'NUL only', value: '\u0000' },
  { label: 'control chars', value: '\u0001\u0007\u001b[31m\r\n' },
  { label: 'lone high surrogate', value: 'a\ud800b', core: true },
  { label: 'lone low surrogate', value: '\udfff' },
  { label: 'RTL override', value: '\u202eevil\u202c' },
  { label: 'zero-width', value: '\u200b\ufeff' },
  { label: 'emoji', value: '😀🎰💸👨‍👩‍👧' },
  { label: 'combining marks', value: 'Z̴̡̛a̸̢̛l̷̢̛g̸̡̛o̴̢̧' },
  { label: 'exponent', value: '1e3', core: true },
  { label: 'negative', value: '-1', core: true },
  { label: 'zero', value: '0', core: true },
  { label: 'negative zero', value: '-0' },
  { label: 'int64 overflow', value: '9223372036854775808', core: true },
  { label: 'int64 max', value: '9223372036854775807' },
  { label: 'huge amount', value: '99999999999999999999999', core: true },
  { label: 'int64 minor units at scale 2', value: '92233720368547758.07', core: true },
  { label: 'int64 minor units at scale 8', value: '92233720368.54775807' },
  { label: 'over-precise', value: '1.0000000000001', core: true },
  { label: 'tiny', value: '0.000000000000000000000001' },
  { label: 'negative amount', value: '-0.01', core: true },
  { label: 'comma decimal', value: '1,5' },
  { label: 'padded number', value: ' 1 ' },
  { label: 'hex', value: '0x10' },
  { label: 'fullwidth digits', value: '１２３' },
  { label: 'NaN', value: 'NaN' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'percent NUL', value: '%00' },
  { label: 'SQL', value: "1' OR '1'='1'; --" },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'template', value: '{{7*7}}${7*7}' },
  { label: 'very long', value: 'x'.repeat(20_000), core: true },
  { label: 'very long unicode', value: '😀'.repeat(5_000) },
];

const NUMBER_ATTACKS: Mutation[] = [
  { label: 'exponent literal', value: new RawJson('1e3'), core: true },
  { label: 'negative', value: -1, core: true },
  { label: 'zero', value: 0, core: true },
  { label: 'negative zero', value: new RawJson('-0') },
  { label: 'fraction', value: 1.5, core: true },
  { label: 'over-precise', value: new RawJson('1.0000000000001') },
  { label: 'int64 overflow literal', value: new RawJson('9223372036854775808'), core: true },
  { label: 'past 2^53', value: new RawJson('9007199254740993') },
  { label: 'huge', value: new RawJson('99999999999999999999999') },
  { label: 'max double', value: new RawJson('1.7976931348623157e308') },
  { label: 'Infinity literal', value: new RawJson('1e400'), core: true },
  { label: 'negative Infinity literal', value: new RawJson('-1e400') },
  { label: 'tiny', value: new RawJson('5e-324') },
];

const WRONG_TYPES: Mutation[] = [
  { label: 'null', value: null, core: true },
  { label: 'true', value: true },
  { label: 'number', value: 1 },
  { label: 'string', value: 'a' },
  { label: 'numeric string', value: '1' },
  { label: 'array', value: [], core: true },
  { label: 'array of value', value: ['a'] },
  { label: 'object', value: {}, core: true },
];

/**
 * Path and query values, already percent-encoded as they go into a URL. `unroutable`: in a path,
 * Fastify refuses the URL itself before it finds the route (it does not decode, or a parameter is
 * past maxParamLength), so the answer is 400 whoever asks.
 */
export const URL_ATTACKS: (Mutation<string> & { unroutable?: boolean })[] = [
  { label: 'NUL', value: 'a%00b', core: true },
  { label: 'NUL only', value: '%00' },
  { label: 'control chars', value: '%01%07%1B%0D%0A' },
  { label: 'negative', value: '-1', core: true },
  { label: 'zero', value: '0', core: true },
  { label: 'int32 overflow', value: '2147483648', core: true },
  { label: 'int64 max', value: '9223372036854775807' },
  { label: 'int64 overflow', value: '9223372036854775808', core: true },
  { label: 'huge', value: '99999999999999999999999' },
  { label: 'exponent', value: '1e3', core: true },
  { label: 'fraction', value: '1.5' },
  { label: 'hex', value: '0x1F' },
  { label: 'plus', value: '%2B1' },
  { label: 'space', value: '%201' },
  { label: 'fullwidth digit', value: '%EF%BC%91' },
  { label: 'NaN', value: 'NaN' },
  { label: 'long', value: '9'.repeat(90) },
  { label: 'very long', value: 'x'.repeat(5_000), unroutable: true, core: true },
  { label: 'encoded traversal', value: '..%2F..%2F..%2Fetc%2Fpasswd', core: true },
  { label: 'dots', value: '..' },
  { label: 'encoded dots', value: '%2e%2e' },
  { label: 'backslash traversal', value: '..%5C..%5Cwindows' },
  { label: 'lone surrogate (CESU bytes)', value: '%ED%A0%80', unroutable: true },
  { label: 'invalid UTF-8', value: '%FF%FE', unroutable: true, core: true },
  { label: 'truncated escape', value: 'a%E2%82', unroutable: true },
  { label: 'bad escape', value: '%zz', unroutable: true },
  { label: 'RTL override', value: '%E2%80%AEabc' },
  { label: 'emoji', value: '%F0%9F%98%80' },
  { label: 'SQL', value: "1'%20OR%20'1'%3D'1" },
  { label: 'UUID', value: '00000000-0000-0000-0000-000000000000' },
  { label: 'null word', value: 'null' },
  { label: 'prototype key', value: '__proto__', core: true },
  { label: 'constructor key', value: 'constructor' },
];

/** Strings matching our contracts' usual patterns, tried in order for a valid sample. */
const STRING_CANDIDATES = [
  '1',
  // Before '10': a code pattern then names a currency that exists.
  'USD',
  'USDT-TRC20',
  '10',
  '10.00',
  'USDT',
  'US',
  'en',
  'a',
  'abc',
  'abc-1',
  'usd.svg',
  'USD.svg',
  'fuzz-key-0001',
  '2024-01-01T00:00:00Z',
  'player@example.test',
  '00000000-0000-4000-8000-000000000000',
  'abcdefgh12345678',
];

/** The first branch that is not `null`-only, merged `allOf`: what to generate values for. */
export function effective(schema: JsonSchema): JsonSchema {
  if (schema.allOf?.length)
    return effective(Object.assign({}, ...schema.allOf, { allOf: undefined }));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const branch = branches.find((entry) => typeOf(entry) !== 'null') ?? branches[0];
    return branch ? effective(branch) : {};
  }
  return schema;
}

export function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type)
    ? schema.type.find((entry) => entry !== 'null')
    : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum?.every((value) => typeof value === 'string')) return 'string';
  return undefined;
}

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.pattern === undefined) return true;
  try {
    return new RegExp(schema.pattern).test(value);
  } catch {
    return true;
  }
}

export interface SampleOptions {
  /** Values for fields and parameters of these names (when they fit): real ids, codes, emails. */
  named?: Record<string, string>;
  /** The name of the field or parameter being sampled. */
  name?: string;
}

/** A value the schema accepts, as far as a generator without regex inversion can tell. */
export function sampleValue(input: JsonSchema, options: SampleOptions = {}, depth = 0): unknown {
  if (input.const !== undefined) return input.const;
  if (input.enum?.length) return input.enum[0];
  const schema = effective(input);
  if (schema !== input) return sampleValue(schema, options, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string': {
      const named = options.name === undefined ? undefined : options.named?.[options.name];
      if (named !== undefined && fitsString(schema, named)) return named;
      if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'player@example.test';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/';
      return (
        STRING_CANDIDATES.find((candidate) => fitsString(schema, candidate)) ??
        'a'.repeat(Math.max(1, schema.minLength ?? 1))
      );
    }
    case 'integer':
    case 'number': {
      let value = 1;
      const low =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? -Infinity);
      if (value < low) value = Math.ceil(low);
      if (schema.maximum !== undefined && value > schema.maximum)
        value = Math.floor(schema.maximum);
      return value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () =>
            sampleValue(schema.items ?? {}, { named: options.named }, depth + 1),
          );
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 4) return value;
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        value[key] = property
          ? sampleValue(property, { named: options.named, name: key }, depth + 1)
          : 'a';
      }
      return value;
    }
    default:
      return schema.default !== undefined ? schema.default : 'a';
  }
}

/** Values that replace a whole value of this schema: attacks on its type and wrong types. */
export function badValues(input: JsonSchema, seed = 0, stride = 1): Mutation[] {
  const schema = effective(input);
  const type = typeOf(schema);
  const values: Mutation[] = [];
  const wrong = (except: string[]) =>
    WRONG_TYPES.filter((entry) => !except.some((label) => entry.label === label));
  const enumValues = schema.enum ?? input.enum;
  if (enumValues?.length) {
    const first = String(enumValues[0]);
    values.push(
      { label: 'not in enum', value: 'zz_not_a_value', core: true },
      {
        label: 'enum case changed',
        value: first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
      },
      { label: 'enum with NUL', value: `${first}\u0000`, core: true },
      { label: 'enum padded', value: ` ${first} ` },
    );
  }
  switch (type) {
    case 'string': {
      values.push(...STRING_ATTACKS);
      if (schema.maxLength !== undefined)
        values.push({
          label: 'one over maxLength',
          value: 'x'.repeat(schema.maxLength + 1),
          core: true,
        });
      const sample = sampleValue(schema);
      if (typeof sample === 'string' && sample !== '')
        values.push(
          { label: 'valid + NUL', value: `${sample}\u0000`, core: true },
          { label: 'valid + lone surrogate', value: `${sample}\ud800` },
          { label: 'valid + RTL override', value: `${sample}\u202e` },
        );
      values.push(
        ...wrong(['string', 'numeric string']),
        { label: 'exponent number', value: new RawJson('1e3') },
        { label: 'int64 overflow number', value: new RawJson('9223372036854775808') },
      );
      break;
    }
    case 'integer':
    case 'number':
      values.push(
        ...NUMBER_ATTACKS,
        { label: 'numeric string', value: '1', core: true },
        { label: 'exponent string', value: '1e3' },
        { label: 'empty string', value: '' },
        ...wrong(['number', 'numeric string']),
      );
      if (schema.maximum !== undefined)
        values.push({ label: 'one over maximum', value: schema.maximum + 1, core: true });
      if (schema.minimum !== undefined)
        values.push({ label: 'one under minimum', value: schema.minimum - 1, core: true });
      break;
    case 'boolean':
      values.push(
        { label: 'string true', value: 'true', core: true },
        { label: 'one', value: 1 },
        { label: 'zero', value: 0 },
        ...wrong(['true']),
      );
      break;
    case 'array':
      values.push(
        { label: 'array of nulls', value: [null, null], core: true },
        { label: 'nested arrays', value: [[[]]] },
        {
          label: 'long array',
          value: Array.from({ length: 5_000 }, () => sampleValue(schema.items ?? {})),
        },
        ...wrong(['array']),
      );
      if (schema.maxItems !== undefined)
        values.push({
          label: 'one over maxItems',
          value: Array.from({ length: schema.maxItems + 1 }, () => sampleValue(schema.items ?? {})),
          core: true,
        });
      break;
    case 'object':
      values.push(
        { label: 'array of object', value: [sampleValue(schema)], core: true },
        {
          label: 'extra property',
          value: { ...(sampleValue(schema) as object), zzExtra: 'x' },
          core: true,
        },
        { label: 'NUL key', value: { ...(sampleValue(schema) as object), 'a\u0000': 'x' } },
        { label: 'empty key', value: { ...(sampleValue(schema) as object), '': 'x' } },
        ...wrong(['object']),
      );
      break;
    default:
      // Any JSON (z.unknown()): odd values must still be handled.
      values.push(
        { label: 'deep nesting', value: nested(200), core: true },
        { label: 'NUL string', value: '\u0000', core: true },
        { label: 'lone surrogate', value: '\ud800' },
        { label: 'huge number', value: new RawJson('1e400'), core: true },
        ...WRONG_TYPES,
      );
  }
  return pick(values, seed, stride);
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
}

export interface MutationOptions {
  /** How deep into objects and arrays to go (the value itself is depth 0). */
  maxDepth?: number;
  /** Each field gets every core attack and every `stride`-th other one (see pick). */
  stride?: number;
  /** Samples by name for properties the mutations add (see SampleOptions). */
  named?: Record<string, string>;
}

/**
 * Every mutation of a value of `schema`: the value replaced by each bad value, then (to `maxDepth`)
 * each property replaced, removed when required, odd record keys, and the first item of arrays.
 */
export function mutations(
  schema: JsonSchema,
  base: unknown,
  { maxDepth = 3, stride = 1, named }: MutationOptions = {},
): Mutation[] {
  const out: Mutation[] = [];
  walk(schema, base, '', 0);
  return out;

  function walk(input: JsonSchema, value: unknown, path: string, depth: number) {
    const at = (label: string) => (path ? `${path}: ${label}` : label);
    for (const bad of badValues(input, seedOf(path), stride))
      out.push({ label: at(bad.label), value: bad.value });
    if (depth >= maxDepth) return;
    const schema = effective(input);
    const type = typeOf(schema);
    if (type === 'object') {
      const object: Record<string, unknown> =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : (sampleValue(schema, { named }) as Record<string, unknown>);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const current = key in object ? object[key] : sampleValue(property, { named, name: key });
        const start = out.length;
        walk(property, current, path ? `${path}.${key}` : key, depth + 1);
        // Re-root the property's mutations into the object.
        for (let index = start; index < out.length; index += 1) {
          const entry = out[index];
          if (entry) out[index] = { label: entry.label, value: { ...object, [key]: entry.value } };
        }
        if (schema.required?.includes(key)) {
          const { [key]: _dropped, ...rest } = object;
          out.push({ label: `${path ? `${path}.` : ''}${key}: missing`, value: rest });
        }
      }
      if (typeof schema.additionalProperties === 'object') {
        const entry = sampleValue(schema.additionalProperties);
        for (const bad of badValues(schema.additionalProperties, seedOf(`${path}[k]`), stride))
          out.push({ label: at(`[k]: ${bad.label}`), value: { ...object, k: bad.value } });
        for (const key of ['', 'a\u0000b', '\ud800', 'x'.repeat(10_000)])
          out.push({
            label: at(`odd key ${JSON.stringify(key.slice(0, 8))}`),
            value: { ...object, [key]: entry },
          });
      }
    } else if (type === 'array' && schema.items) {
      const item = sampleValue(schema.items);
      const start = out.length;
      walk(schema.items, item, `${path}[0]`, depth + 1);
      for (let index = start; index < out.length; index += 1) {
        const entry = out[index];
        if (entry) out[index] = { label: entry.label, value: [entry.value] };
      }
    }
  }
}
