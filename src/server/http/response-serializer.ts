import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from '@fastify/type-provider-zod';
import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';

// Every answer is checked against its route's response schema and written with only the schema's
// fields, as @fastify/type-provider-zod's serializer does. That one encodes (zod's backward
// direction, which codecs need), and encoding runs every schema with checks twice: a first pass
// without them, then the checks. A schema that reads the same both ways (no transform, codec,
// pipe, default, catch or coercion anywhere in it) is run forward instead, on zod's compiled fast
// path: the same answer, the same refusals, at about a seventh of the cost (decision 013). Any
// other schema is encoded as before.

type Def = {
  type: string;
  coerce?: boolean;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
};

/** Kinds that hold no other schema and read the same both ways (when they do not coerce). */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'enum',
  'literal',
  'template_literal',
]);
/** Kinds that wrap one schema (innerType) and read the same both ways when it does. */
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly']);

/** Whether decoding and encoding give the same result for every value; unknown kinds count as no. */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true; // a recursive schema: its other occurrences decide
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const all = (schemas: ReadonlyArray<$ZodType | null | undefined>) => schemas.every((inner) => !inner || readsTheSameBothWays(inner, seen));
  if (LEAVES.has(def.type)) return def.coerce !== true;
  if (WRAPPERS.has(def.type)) return all([def.innerType]);
  switch (def.type) {
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case 'array':
    case 'set':
      return all([def.element ?? def.valueType]);
    case 'tuple':
      return all([...(def.items ?? []), def.rest]);
    case 'record':
    case 'map':
      return all([def.keyType, def.valueType]);
    case 'union':
      return all(def.options ?? []);
    case 'intersection':
      return all([def.left, def.right]);
    case 'lazy':
      return def.getter ? all([def.getter()]) : false;
    default:
      return false; // transform, pipe (codecs, preprocess), default, prefault, catch, custom, promise, function…
  }
}

function zodSchemaOf(schema: unknown): $ZodType {
  if (schema && typeof schema === 'object' && '_zod' in schema) return schema as $ZodType;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties && typeof properties === 'object' && '_zod' in properties) return properties as $ZodType;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}

/** The app's serializer compiler: each route's response schema is looked at once, when the route is made. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = zodSchemaOf(schema);
  const check = readsTheSameBothWays(zodSchema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
