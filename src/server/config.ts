import path from 'node:path';
import { z } from 'zod';
import { clientVersionSchema } from '../shared/api/clientVersion';
import { loadS3Config, type S3Config } from './s3Config';

/** Everything the server reads from its environment and command line. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the PGlite database (ignored with `databaseUrl`). */
  readonly dataDir: string;
  /** Folder uploaded images are stored in: `<DATA_DIR>/uploads`, in PostgreSQL mode too. */
  readonly uploadsDir: string;
  /** postgres://… to run on PostgreSQL instead of PGlite. */
  readonly databaseUrl?: string;
  /** Connections this instance keeps to PostgreSQL (DATABASE_POOL_SIZE, 1–100); unset: POOL_SIZE. */
  readonly databasePoolSize?: number;
  /** Load the demo data into an empty database at start. */
  readonly seed: boolean;
  /** Secret that signs single-sign-on keys for the finance site. */
  readonly ssoSecret?: string;
  /** The finance site staff open from the header with a single-sign-on key (FINANCE_URL); unset hides the button. */
  readonly financeUrl?: string;
  /** smtp://user:pass@host:port; without it mail goes to the outbox table and the log. */
  readonly smtpUrl?: string;
  /** Folder of the built renderer to serve with an SPA fallback; unset serves the API only. */
  readonly webRoot?: string;
  /** Folder of the SQL migrations, when not beside the connection module (bundled builds). */
  readonly migrationsDir?: string;
  /** Origin staff open the app at, for links in mails; defaults to the address the server listens on. */
  readonly publicUrl?: string;
  /** Folder of the backups: BACKUP_DIR, else {@link defaultBackupDir} (set by loadConfig). */
  readonly backupDir?: string;
  /** Back the PGlite database up once a day while the server runs (set by loadConfig on PGlite). */
  readonly dailyBackups?: boolean;
  /**
   * Reverse proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`): a number of
   * hops, or their addresses and CIDR ranges. Unset, the client address is the socket's, so
   * sign-in throttling per address works without a proxy and cannot be spoofed by a header.
   */
  readonly trustProxy?: number | string;
  /** The S3-compatible bucket uploads live in (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); unset: the data folder. */
  readonly s3?: S3Config;
  /**
   * Where the Trello import may download card attachments from (TRELLO_ATTACHMENT_HOSTS,
   * comma-separated): `trello.com` (that host, https), `*.trello.com` (its subdomains, https)
   * or an origin such as `http://127.0.0.1:8080` (exactly that). Unset: Trello's own hosts.
   */
  readonly trelloAttachmentHosts?: readonly string[];
  /** How long one attachment download may take (TRELLO_ATTACHMENT_TIMEOUT_MS); unset: 15 s. */
  readonly trelloAttachmentTimeoutMs?: number;
  /** Between two heartbeats of a live-event stream (each also checks the session); unset: 25 s. */
  readonly eventHeartbeatMs?: number;
  /**
   * Between two looks for orders late at their stage, each announced once (LATE_CHECK_MS; 0
   * never looks). loadConfig: 60 s; unset (an app built without loadConfig, the tests): never.
   */
  readonly lateCheckMs?: number;
  /**
   * The oldest desktop app this server still serves (MIN_CLIENT_VERSION, e.g. `1.4.0`): an
   * older copy gets 426 and offers its update. Unset: every version is served.
   */
  readonly minClientVersion?: string;
  /**
   * Let webhooks reach private, loopback and link-local addresses (WEBHOOKS_ALLOW_PRIVATE=true):
   * a receiver on the office's own network, or the tests' on 127.0.0.1. Unset: refused when
   * subscribing and again at each delivery, after the name is resolved.
   */
  readonly webhooksAllowPrivate?: boolean;
  /** Waits between a webhook delivery's attempts; unset: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
  readonly webhookRetryScheduleMs?: readonly number[];
  /** Longest wait for a webhook receiver's answer (WEBHOOK_TIMEOUT_MS); unset: 10 s. */
  readonly webhookTimeoutMs?: number;
  /** Longest sleep of the webhook dispatcher between two looks at its queue; unset: 30 s. */
  readonly webhookPollMs?: number;
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: optionalText.pipe(z.coerce.number<string>().int().min(1).max(100).optional()),
  SEED: z.enum(['0', '1', 'true', 'false', '']).optional(),
  SSO_SECRET: optionalText,
  FINANCE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MIGRATIONS_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  BACKUP_DIR: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\d{1,2}|[\da-fA-F:.]+(\/\d{1,3})?(\s*,\s*[\da-fA-F:.]+(\/\d{1,3})?)*)$/,
        'must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges',
      )
      .optional(),
  ),
  TRELLO_ATTACHMENT_HOSTS: optionalText.pipe(
    z
      .string()
      .regex(
        /^((\*\.)?[a-z0-9.-]+|https?:\/\/[a-z0-9.:[\]-]+)(\s*,\s*((\*\.)?[a-z0-9.-]+|https?:\/\/[a-z0-9.:[\]-]+))*$/i,
        'must be a comma-separated list of host names, *.domains or http(s):// origins',
      )
      .optional(),
  ),
  TRELLO_ATTACHMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  LATE_CHECK_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  MIN_CLIENT_VERSION: optionalText.pipe(clientVersionSchema.optional()),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false', '']).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

/**
 * Where backups go without BACKUP_DIR: beside the PGlite folder, as `<DATA_DIR>-backups`
 * (never inside it: PGlite's dump takes the whole folder, so backups would nest), or
 * `./backups` on PostgreSQL.
 */
export function defaultBackupDir(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): string {
  if (config.databaseUrl) return path.resolve('backups');
  const dataDir = path.resolve(config.dataDir);
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-backups`);
}

export interface ConfigOptions {
  /** Serve the built renderer from this folder (`--web` passes out/web). */
  readonly webRoot?: string;
  /** `--seed` on the command line. */
  readonly seedFlag?: boolean;
}

/**
 * Reads and validates the configuration. PostgreSQL is seeded only on request (SEED=1 or
 * --seed); a PGlite database is seeded when new unless SEED=0 (the seed skips a database
 * that already has users).
 */
export function loadConfig(env: NodeJS.ProcessEnv, options: ConfigOptions = {}): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const seedEnv = e.SEED === '1' || e.SEED === 'true' ? true : e.SEED === '0' || e.SEED === 'false' ? false : undefined;
  const seed = options.seedFlag === true || (seedEnv ?? !e.DATABASE_URL);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seed,
    ssoSecret: e.SSO_SECRET,
    financeUrl: e.FINANCE_URL,
    smtpUrl: e.SMTP_URL,
    webRoot: options.webRoot ? path.resolve(options.webRoot) : undefined,
    migrationsDir: e.MIGRATIONS_DIR ? path.resolve(e.MIGRATIONS_DIR) : undefined,
    publicUrl: e.PUBLIC_URL,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : defaultBackupDir({ dataDir, databaseUrl: e.DATABASE_URL }),
    dailyBackups: !e.DATABASE_URL,
    s3: loadS3Config(env),
    trustProxy:
      e.TRUST_PROXY === undefined ? undefined : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    trelloAttachmentHosts: e.TRELLO_ATTACHMENT_HOSTS?.split(',').map((host) => host.trim()),
    trelloAttachmentTimeoutMs: e.TRELLO_ATTACHMENT_TIMEOUT_MS,
    lateCheckMs: e.LATE_CHECK_MS,
    minClientVersion: e.MIN_CLIENT_VERSION,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1' || e.WEBHOOKS_ALLOW_PRIVATE === 'true',
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
  };
}
