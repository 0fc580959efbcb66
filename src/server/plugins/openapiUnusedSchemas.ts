import type { OpenAPIV3_1 } from 'openapi-types';

const SCHEMA_REF = '#/components/schemas/';

/** The names of the schema components a part of the document refers to, directly. */
function schemaRefsIn(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      into.add(value.slice(SCHEMA_REF.length));
    } else schemaRefsIn(value, into);
  }
  return into;
}

/**
 * The document without the schema components no operation reaches. The zod type provider
 * writes every registered schema twice, as its input side (`OrdersRowInput`) and its output
 * side (`OrdersRow`), whether a route uses it or not; a reader, or a client generator, needs
 * only those the operations name.
 */
export function withoutUnusedSchemas(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const schemas = document.components?.schemas ?? {};
  const { schemas: _all, ...otherComponents } = document.components ?? {};
  const reached = schemaRefsIn({ ...document, components: otherComponents }, new Set());
  const pending = [...reached];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of schemaRefsIn(schemas[name], new Set())) {
      if (!reached.has(next)) {
        reached.add(next);
        pending.push(next);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...otherComponents, schemas: kept } };
}
