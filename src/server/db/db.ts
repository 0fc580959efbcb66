import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The Drizzle database every layer writes through, on PGlite or PostgreSQL alike. Apart from
 * `connection.ts`, which opens one and keeps the derived tables after migrating, so that those
 * (keptJson, searchDocs, webhookRecords) can take it without importing the opener back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
