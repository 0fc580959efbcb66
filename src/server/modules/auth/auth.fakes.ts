import type { AuditEntry } from '../../db/audit';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { AuthRepository } from './auth.repository';
import { AuthThrottle } from './authThrottle';
import type { AuthTokenKind, NewAuthToken } from './authTokens.repository';
import type { AuthDeps } from './deps';
import type { DeviceTokenRow } from './deviceTokens.repository';
import { afterAttempt, afterRefund, waitMs, type RateLimitStore, type RateState } from './rateLimit';
import type { RoleRow, UserRow, UserValues } from './users.repository';

/** A stored session, device token or link token, as the fake keeps it. */
interface StoredSession {
  readonly id: number;
  readonly userId: number;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}
interface StoredLink extends NewAuthToken {
  usedAt: Date | null;
}

/** Everything the fake holds: what a transaction puts back when its work throws. */
interface Tables {
  users: UserRow[];
  roles: RoleRow[];
  userTypes: Record<number, Record<string, unknown>>;
  sessions: StoredSession[];
  links: StoredLink[];
  devices: StoredSession[];
  audited: AuditEntry[];
  nextId: number;
}

/** A user row with every column, as the database's defaults would fill it. */
export function userRow(values: Partial<UserRow> & Pick<UserRow, 'id' | 'email'>): UserRow {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    displayName: values.email.split('@')[0] ?? values.email,
    fullName: null,
    firstName: null,
    lastName: null,
    password: null,
    birthday: null,
    phone: null,
    address: null,
    title: null,
    supervisorId: null,
    linkFB: null,
    avatar: null,
    roleId: null,
    isOutsource: false,
    scope: 'staff',
    permission: {},
    note: null,
    salaryScheme: null,
    coef: null,
    coefOT: null,
    customerId: null,
    userTypeId: null,
    departmentId: null,
    trelloKey: null,
    trelloToken: null,
    rate: null,
    totalRate: null,
    inviteStatus: 'none',
    inviteSentAt: null,
    isDelete: false,
    createdAt: at,
    updatedAt: at,
    ...values,
  };
}

/**
 * The auth repository in memory, for the auth services' unit tests. Its `transaction` runs the
 * work on the same tables and puts them back as they were when the work throws, as a rollback
 * would; `failAudit` makes audit writes throw, to see that happen.
 */
export class FakeAuthRepository implements AuthRepository {
  t: Tables = { users: [], roles: [], userTypes: {}, sessions: [], links: [], devices: [], audited: [], nextId: 100 };
  transactions = 0;
  failAudit = false;

  async transaction<T>(work: (tx: AuthRepository) => Promise<T>): Promise<T> {
    this.transactions += 1;
    const saved = structuredClone(this.t);
    try {
      return await work(this);
    } catch (error) {
      this.t = saved;
      throw error;
    }
  }
  audit(entry: AuditEntry) {
    if (this.failAudit) return Promise.reject(new Error('audit write failed'));
    this.t.audited.push(entry);
    return Promise.resolve();
  }

  /** The stored user `id` (the test's own reading; throws when there is none). */
  user(id: number): UserRow {
    const row = this.t.users.find((u) => u.id === id);
    if (!row) throw new Error(`no user ${id}`);
    return row;
  }
  addUser(values: Partial<UserRow> & Pick<UserRow, 'id' | 'email'>): UserRow {
    const row = userRow(values);
    this.t.users.push(row);
    return row;
  }
  findUserByEmail(email: string) {
    return Promise.resolve(this.t.users.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null);
  }
  findUserById(id: number) {
    return Promise.resolve(this.t.users.find((u) => u.id === id) ?? null);
  }
  insertUser(values: UserValues) {
    return Promise.resolve(this.addUser({ ...values, id: this.t.nextId++ }));
  }
  updateUser(id: number, values: Partial<UserValues>) {
    const i = this.t.users.findIndex((u) => u.id === id);
    if (i < 0) return Promise.resolve(null);
    this.t.users[i] = { ...this.t.users[i], ...values, updatedAt: new Date() };
    return Promise.resolve(this.t.users[i]);
  }
  findRole(id: number) {
    return Promise.resolve(this.t.roles.find((r) => r.id === id) ?? null);
  }
  findUserTypePermission(id: number) {
    return Promise.resolve(this.t.userTypes[id] ?? null);
  }

  createSession(userId: number, tokenHash: string, expiresAt: Date) {
    this.t.sessions.push({ id: this.t.nextId++, userId, tokenHash, expiresAt });
    return Promise.resolve();
  }
  deleteSession(id: number) {
    this.t.sessions = this.t.sessions.filter((s) => s.id !== id);
    return Promise.resolve();
  }
  deleteUserSessions(userId: number, keep?: number) {
    this.t.sessions = this.t.sessions.filter((s) => s.userId !== userId || s.id === keep);
    return Promise.resolve();
  }

  createAuthToken(token: NewAuthToken) {
    this.t.links.push({ ...token, usedAt: null });
    return Promise.resolve();
  }
  consumeAuthToken(kind: AuthTokenKind, tokenHash: string, now: Date) {
    const link = this.t.links.find(
      (l) => l.tokenHash === tokenHash && l.kind === kind && l.usedAt === null && l.expiresAt > now,
    );
    if (link) link.usedAt = now;
    return Promise.resolve(link?.userId ?? null);
  }
  revokeAuthTokens(userId: number, now: Date, kind?: AuthTokenKind) {
    for (const link of this.t.links) {
      if (link.userId === userId && link.usedAt === null && (kind === undefined || link.kind === kind)) {
        link.usedAt = now;
      }
    }
    return Promise.resolve();
  }

  findDeviceToken(tokenHash: string, now: Date) {
    const row = this.t.devices.find((d) => d.tokenHash === tokenHash && d.expiresAt > now);
    return Promise.resolve<DeviceTokenRow | null>(row ? { id: row.id, userId: row.userId } : null);
  }
  createDeviceToken(token: { userId: number; tokenHash: string; expiresAt: Date }) {
    this.t.devices.push({ ...token, id: this.t.nextId++ });
    return Promise.resolve();
  }
  deleteDeviceToken(id: number) {
    this.t.devices = this.t.devices.filter((d) => d.id !== id);
    return Promise.resolve();
  }
  pruneDeviceTokens(userId: number, now: Date, keep: number) {
    const newest = new Set(
      this.t.devices
        .filter((d) => d.userId === userId)
        .map((d) => d.id)
        .sort((a, b) => b - a)
        .slice(0, keep),
    );
    this.t.devices = this.t.devices.filter((d) => d.userId !== userId || (d.expiresAt > now && newest.has(d.id)));
    return Promise.resolve();
  }
}

/** The rate-limit store's contract in memory, on the same state functions as the SQL store. */
export function memoryRateLimitStore(): RateLimitStore & { readonly rows: Map<string, RateState> } {
  const rows = new Map<string, RateState>();
  const id = (bucket: string, key: string) => `${bucket} ${key}`;
  return {
    rows,
    attempt(bucket, key, policy, now) {
      const state = rows.get(id(bucket, key)) ?? null;
      if (state && waitMs(state, now) > 0) return Promise.resolve({ admitted: false, state });
      const next = afterAttempt(state, policy, now);
      rows.set(id(bucket, key), next);
      return Promise.resolve({ admitted: true, state: next });
    },
    peek(bucket, key) {
      return Promise.resolve(rows.get(id(bucket, key)) ?? null);
    },
    refund(bucket, key, policy, windowStart) {
      const state = rows.get(id(bucket, key));
      if (state) rows.set(id(bucket, key), afterRefund(state, policy, windowStart));
      return Promise.resolve();
    },
    clear(bucket, key) {
      rows.delete(id(bucket, key));
      return Promise.resolve();
    },
    sweep(before, now) {
      for (const [key, state] of rows) if (state.windowStart < before && waitMs(state, now) === 0) rows.delete(key);
      return Promise.resolve();
    },
  };
}

/** A mailer that keeps what it is asked to send. */
export class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  send(message: MailMessage) {
    this.sent.push(message);
    return Promise.resolve();
  }
}

/**
 * Auth deps over the fakes, on a clock the test moves (`clock.ms`), with the real throttle on
 * counters in memory. Installations are not the services' concern: their repository refuses.
 */
export function fakeAuthDeps() {
  const clock = { ms: Date.UTC(2026, 2, 2, 9) };
  const now = () => new Date(clock.ms);
  const repo = new FakeAuthRepository();
  const mailer = new FakeMailer();
  const notHere = () => Promise.reject(new Error('installations are not used by the auth services'));
  const deps: AuthDeps = {
    now,
    repo,
    installations: { insertInstallation: notHere, deleteOwnInstallation: notHere },
    mailer,
    throttle: new AuthThrottle(memoryRateLimitStore(), now),
    publicBaseUrl: () => 'https://office.example',
    ssoSecret: 'test secret',
    financeUrl: null,
  };
  return { deps, repo, mailer, clock };
}
