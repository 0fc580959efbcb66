/**
 * The `application_name` a server's connections to PostgreSQL carry (its pool and its
 * listening connection): `pg_stat_activity` names them, and `npm run db:restore` tells the
 * operator which servers still have the database open.
 */
export const SERVER_APPLICATION_NAME = 'back-office server';
