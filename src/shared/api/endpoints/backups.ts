import { z } from 'zod';
import { instant } from '../../domain/rowSchema';
import { access, endpoint } from '../endpoint';

const tag = 'Backups';

/** One backup in the server's backups folder. */
const backupEntrySchema = z.object({
  /** File name, with the UTC time it was taken: `backup-2026-11-23T080000Z.tar.gz`. */
  name: z.string(),
  /** Bytes (a PostgreSQL dump's uploads archive included). */
  size: z.number().int().min(0),
  createdAt: instant,
});

const managersOnly = access.rules('managers only');

/** Backups of the database and the uploaded files: listed and taken by managers; none downloaded or restored here. */
export const backupsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/backups',
    access: managersOnly,
    summary: 'The backups in the server’s backups folder, newest first.',
    tag,
    response: z.array(backupEntrySchema),
  }),
  endpoint({
    method: 'POST',
    path: '/backups',
    sessionOnly: true,
    access: managersOnly,
    summary: 'Takes a backup now (PGlite: the data folder; PostgreSQL: pg_dump and the uploads); keeps the newest 7.',
    tag,
    response: backupEntrySchema,
    status: 201,
  }),
] as const;
