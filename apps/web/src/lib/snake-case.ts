/**
 * camelCase → snake_case for the keys the client sends (spec §7). Values are never changed,
 * and keys that are already snake_case (`client_id`, `s_1_0`) stay as they are.
 */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep conversion of a JSON body: plain objects and arrays are walked; FormData, Blob, Date… pass through. */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => snakeCaseKeys(item));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[toSnakeCase(key)] = snakeCaseKeys(inner);
  }
  return out;
}

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** Query string with snake_case keys; undefined and null are left out, arrays repeat the key. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = toSnakeCase(key);
    if (Array.isArray(value)) {
      for (const item of value) search.append(name, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
