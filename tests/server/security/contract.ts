import { readFileSync } from 'node:fs';

// The committed OpenAPI document as the generated suite reads it: operations, their inputs and those inputs'
// JSON Schemas with `$ref`s resolved.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
};

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
type RawOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

const doc = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')
) as Document;

/** The schema a `$ref` points to (one level; the contract's components do not chain references). */
export const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;

/** One input of an operation the suite can make invalid. */
export type Slot = { where: 'path' | 'query' | 'body'; name: string; schema: JsonSchema; required: boolean };

export type Operation = {
  name: string;
  method: string;
  path: string;
  params: Parameter[];
  /** Media type and component name of the body, when there is one. */
  body?: { mediaType: string; component: string; schema: JsonSchema };
  slots: Slot[];
  /** The status codes the operation declares. */
  statuses: string[];
};

function bodyOf(op: RawOperation): Operation['body'] {
  const [entry] = Object.entries(op.requestBody?.content ?? {});
  if (!entry) return undefined;
  const [mediaType, { schema }] = entry;
  return { mediaType, component: schema.$ref?.split('/').pop() ?? '', schema: resolve(schema) };
}

/** Every operation of the committed contract with the inputs it declares. */
export function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const params = op.parameters ?? [];
      const body = bodyOf(op);
      const bodySlots: Slot[] = body?.schema.properties
        ? Object.entries(body.schema.properties).map(([name, schema]) => ({
            where: 'body',
            name,
            schema: resolve(schema),
            required: body.schema.required?.includes(name) ?? false,
          }))
        : [];
      const slots: Slot[] = [
        ...params
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            where: p.in as 'path' | 'query',
            name: p.name,
            schema: resolve(p.schema),
            required: p.required ?? false,
          })),
        ...bodySlots,
      ];
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        body,
        slots,
        statuses: Object.keys(op.responses ?? {}),
      };
    })
  );
}
