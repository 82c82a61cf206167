/**
 * Request generation for the schema-driven fuzz test: a plausible request built from a route's
 * OpenAPI (JSON Schema) description, and one of its values replaced by something malformed.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
};

export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };

export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type WriteRoute = {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
};

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/** Every write route of the document (POST, PUT, PATCH, DELETE) with its inputs. */
export function writeRoutes(doc: OpenApiDoc): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!WRITE_METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

const TEXT_CANDIDATES = [
  'ทดสอบ',
  'a',
  '1',
  '01',
  '00001',
  '1_0',
  'A-001',
  'AB',
  'Abcd1234',
  '2026-01-15',
  '1234567890123',
  '123456789012345',
  'test@example.com',
  '0812345678',
];

function resolve(schema: JsonSchema, doc: OpenApiDoc): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'email') return 'test@example.com';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 1000;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (text: string) =>
    text.length >= min && text.length <= max && (!pattern || pattern.test(text));
  return TEXT_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(min, 1));
}

function sampleNumber(schema: JsonSchema): number {
  const min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  if (min !== undefined && min > 1) return min;
  if (schema.maximum !== undefined && schema.maximum < 1) return schema.maximum;
  return 1;
}

/** A value the schema most likely accepts, so that a mutation reaches the code behind it. */
export function sample(input: JsonSchema, doc: OpenApiDoc, depth = 0): unknown {
  const schema = resolve(input, doc);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const usable = choices.find((c) => resolve(c, doc).type !== 'null') ?? choices[0];
    return usable ? sample(usable, doc, depth + 1) : null;
  }
  if (schema.allOf?.[0]) return sample(schema.allOf[0], doc, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleText(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const count = Math.max(schema.minItems ?? 1, 1);
      return items ? Array.from({ length: count }, () => sample(items, doc, depth + 1)) : [];
    }
    case 'object':
    case undefined: {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = sample(child, doc, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** What a careless or hostile client sends instead of a proper value. */
export const MALFORMED_VALUES: readonly unknown[] = [
  2_147_483_648,
  2 ** 53 - 1,
  -1,
  -2_147_483_649,
  0,
  1.5,
  1e300,
  'NaN',
  'abc',
  '1e309',
  '2147483648',
  '9007199254740993',
  '-1',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'ก'.repeat(10_000),
  '9'.repeat(400),
  '2026-02-31',
  '9999-99-99',
  '๑๒๓',
  "' OR 1=1 --",
  true,
  null,
  [],
  {},
  [1, 2, 3],
  ['1', '\u0000'],
  { id: 1 },
  deep(40),
  deep(5),
];

/** Every location inside a value (its root included), as key paths. */
export function locations(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [path];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push(...locations(item, [...path, i]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...locations(item, [...path, key]));
  }
  return out;
}

/** `value` with the thing at `path` replaced (the root when path is empty). */
export function replaceAt(value: unknown, path: (string | number)[], by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === head ? replaceAt(item, rest, by) : item));
  }
  if (value !== null && typeof value === 'object') {
    return { ...value, [head]: replaceAt((value as Record<string, unknown>)[head], rest, by) };
  }
  return value;
}

/** A value as query-string text: arrays repeat the key. */
export function queryPairs(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  if (value === undefined) return [];
  if (value !== null && typeof value === 'object') return [[name, JSON.stringify(value)]];
  return [[name, String(value)]];
}

export function encodeQuery(pairs: [string, string][]): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponentLoose(k)}=${encodeURIComponentLoose(v)}`)
    .join('&');
}

/** encodeURIComponent throws on a lone surrogate; send its UTF-8-ish bytes raw instead. */
export function encodeURIComponentLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return escape(text);
  }
}
