import {
  type TApiOperation,
  type TJsonSchema,
  type TOpenApiDocument,
  ZApiOperation,
} from '@prapa/contracts/api-docs';

export type ApiOperationEntry = {
  method: string;
  path: string;
  tag: string;
  operation: TApiOperation;
  /** Needs a session token (the route is not public). */
  signedIn: boolean;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, grouped by its first tag, in path order. */
export function apiOperations(doc: TOpenApiDocument): ApiOperationEntry[] {
  const out: ApiOperationEntry[] = [];
  for (const path of Object.keys(doc.paths).sort()) {
    const item = doc.paths[path] ?? {};
    for (const method of METHODS) {
      const parsed = ZApiOperation.safeParse(item[method]);
      if (!parsed.success) continue;
      out.push({
        method,
        path,
        tag: parsed.data.tags?.[0] ?? '',
        operation: parsed.data,
        signedIn: (parsed.data.security ?? []).length > 0,
      });
    }
  }
  return out;
}

/** Operations whose path, summary or tag contains the words typed (any case). */
export function filterOperations(entries: ApiOperationEntry[], search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text =
      `${entry.method} ${entry.path} ${entry.tag} ${entry.operation.summary ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A one-line type: `string (date-time)`, `integer 1–2147483647`, `"a" | "b"`, `array of …`. */
export function schemaType(schema: TJsonSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop() ?? schema.$ref;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(schemaType).join(' | ');
  if (schema.allOf) return schema.allOf.map(schemaType).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  let text = type === 'array' ? `array of ${schemaType(schema.items) || 'any'}` : type;
  if (schema.format) text += ` (${schema.format})`;
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    text += ` ${schema.minimum ?? ''}–${schema.maximum ?? ''}`;
  }
  if (schema.maxLength !== undefined) text += ` ≤${schema.maxLength}`;
  if (schema.nullable) text += ' | null';
  return text;
}

/** The properties to list under a schema: an object's, or its array items'. */
export function schemaProperties(schema: TJsonSchema | undefined) {
  const target = schema?.type === 'array' ? schema.items : schema;
  const required = new Set(target?.required ?? []);
  return Object.entries(target?.properties ?? {}).map(([name, property]) => ({
    name,
    property,
    required: required.has(name),
  }));
}
