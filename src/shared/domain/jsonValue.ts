import { z } from 'zod';

/**
 * Any JSON value, as the one recursive schema of the contract. `z.json()` builds a new
 * self-referencing schema at each call, which the OpenAPI document could only write as a
 * `$ref` into `$defs` it never emits; this one is registered under the id `JsonValue`, so every
 * field that holds free JSON refers to one component of the document.
 */
export const jsonValue: z.ZodType<z.core.util.JSONType> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);
z.globalRegistry.add(jsonValue, { id: 'JsonValue' });
