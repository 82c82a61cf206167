import { z } from 'zod';

/**
 * The OpenAPI document the API generates from its zod schemas (decision 016), as the web app's
 * API docs page reads it (ADMIN and DEV; decision 026). Only the parts the page shows are
 * checked; the rest passes through.
 */
export const API_DOCS_PATHS = { document: '/api/docs/json' } as const;

export type TJsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  nullable?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
};

const ZJsonSchema: z.ZodType<TJsonSchema> = z.looseObject({}) as unknown as z.ZodType<TJsonSchema>;

export const ZApiParameter = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: ZJsonSchema.optional(),
});
export type TApiParameter = z.infer<typeof ZApiParameter>;

const ZContent = z.record(z.string(), z.looseObject({ schema: ZJsonSchema.optional() }));

export const ZApiOperation = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(ZApiParameter).optional(),
  requestBody: z.looseObject({ content: ZContent.optional() }).optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({ description: z.string().optional(), content: ZContent.optional() }),
    )
    .optional(),
});
export type TApiOperation = z.infer<typeof ZApiOperation>;

export const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocument>;

/** The document is not in the `{ data }` envelope; the web's client wants one. */
export const ZApiDocsResponse = ZOpenApiDocument.transform((doc) => ({ data: doc }));
