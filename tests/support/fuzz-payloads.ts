import fc from 'fast-check';

/** The parts of an OpenAPI / JSON Schema node the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Text that breaks naive storage and encoding: U+0000, lone surrogates, escapes, sizes. */
const hostileFragments = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\ud83d',
  '%00',
  '%ED%A0%80',
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '\u202e\u200b\ufeff',
  '𝒳🧹',
  '\r\n\t',
  ' ',
  '',
];

/** One UTF-16 code unit, surrogates included (fast-check's own strings keep pairs whole). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileFragments),
  fc.string({ unit: codeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.constantFrom(...hostileFragments), fc.string({ maxLength: 10 })).map(([a, b]) => b + a + b),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'A'.repeat(n)),
);

/** Objects that look like strings or arrays to careless code. */
const hostileObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    length: fc.oneof(fc.nat(), fc.constant(1e9), fc.constant(-1)),
    toString: fc.oneof(fc.nat(), fc.constant(null), fc.constant({})),
  }),
  fc.record({ toString: fc.constant(5), valueOf: fc.constant(5) }),
  fc.record({ length: fc.constant(3), trim: fc.constant(1), toString: fc.constant('x') }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}') as unknown),
  fc.object({ maxDepth: 3, maxKeys: 4 }),
);

const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e-320, 0.1, -0, 1.2345678901234568e29);

/** Any value of the wrong kind or a poisonous one of the right kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileObject },
  { weight: 1, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.constant([[['deep']]]), { maxLength: 3 }) },
);

/** Plausible text for a field: values that pass common checks, tried against the field's own constraints. */
function plausibleStrings(schema: JsonSchema, field: string, extra: readonly string[]): string[] {
  const pool = [
    ...extra,
    'abcdefgh-1234',
    'Jane',
    'jane.doe@example.com',
    '(612) 555-0100',
    '612-555-0111',
    '/about',
    '/blog/a?x=1',
    '1200 Nicollet Mall, Minneapolis',
    'Office',
    '25000',
    'correct horse battery staple',
    '',
  ];
  if (/phone|mobile/i.test(field)) pool.unshift('(612) 555-0100');
  if (/mail/i.test(field) || schema.format === 'email') pool.unshift('jane.doe@example.com');
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = pool.filter(
    (s) =>
      (schema.minLength === undefined || s.length >= schema.minLength) &&
      (schema.maxLength === undefined || s.length <= schema.maxLength) &&
      (!pattern || pattern.test(s)),
  );
  return fits.length > 0 ? fits : pool;
}

/** A value the schema would (mostly) accept, for the shape around the hostile part. */
export function plausible(schema: JsonSchema | undefined, field: string, extra: readonly string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, field, extra)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.constantFrom(...plausibleStrings(schema, field, extra));
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1000, -1e6);
      const max = Math.min(schema.maximum ?? 100_000, 1e6);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.uniqueArray(plausible(schema.items, field, extra), { maxLength: 3, selector: (v) => JSON.stringify(v) });
    case 'object':
      return payload(schema, extra);
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
}

/** A field: usually plausible, sometimes hostile, sometimes a plausible value with hostile text in it, sometimes absent. */
function field(schema: JsonSchema, name: string, extra: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: plausible(schema, name, extra) },
    { weight: 2, arbitrary: hostileValue },
    {
      weight: 2,
      arbitrary: fc
        .tuple(plausible(schema, name, extra), fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d'))
        .map(([v, bad]) => (typeof v === 'string' ? `${v}${bad}` : v)),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** An object shaped like the schema: its properties (valid-ish or hostile) plus, sometimes, unknown ones. */
export function payload(schema: JsonSchema, extra: readonly string[] = []): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(entries.map(([name, s]) => [name, field(s, name, extra)]));
  return fc
    .tuple(fc.record(shape), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }), { freq: 4 }))
    .map(([known, unknown]) => {
      const out: Record<string, unknown> = { ...(unknown ?? {}) };
      for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v;
      return out;
    });
}

/**
 * A URL component as a hostile client sends it: percent-encoded per UTF-16 code unit,
 * so a lone surrogate becomes its (invalid) UTF-8 bytes instead of an exception here.
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) out += ch;
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Query and path values are text on the wire: any value becomes some string. */
export function wireText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[object]';
  }
}
