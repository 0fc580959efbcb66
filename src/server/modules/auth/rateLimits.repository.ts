import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rateLimits } from '../../db/schema';
import { afterAttempt, spanOf, type RateAttempt, type RateLimitStore, type RatePolicy } from './rateLimit';

const t = rateLimits;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;

/** The new row of `afterAttempt`, as SQL over the stored row (read inside the upsert's row lock). */
function nextRow(policy: RatePolicy, now: Date): { count: SQL; windowStart: SQL; blockedUntil: SQL } {
  const fresh = sql`(${t.windowStart} <= ${at(new Date(now.getTime() - spanOf(policy)))})`;
  const count = sql`(case when ${fresh} then 1 else ${t.count} + 1 end)`;
  const windowStart =
    policy.kind === 'cap' ? sql`(case when ${fresh} then ${at(now)} else ${t.windowStart} end)` : at(now);
  const until =
    policy.kind === 'cap'
      ? sql`${windowStart} + ${ms(policy.windowMs)}`
      : sql`${at(now)} + least(${policy.firstLockMs}::float8 * power(2::float8, least(greatest(${count} - ${policy.limit}::int, 0), 30)), ${policy.maxLockMs}::float8) * interval '1 millisecond'`;
  return { count, windowStart, blockedUntil: sql`(case when ${count} >= ${policy.limit}::int then ${until} end)` };
}

/** The rate-limit counters in the `rate_limits` table, shared by every server instance. */
export function drizzleRateLimitStore(db: Db): RateLimitStore {
  const where = (bucket: string, key: string) => and(eq(t.bucket, bucket), eq(t.key, key));
  const columns = { count: t.count, windowStart: t.windowStart, blockedUntil: t.blockedUntil };

  return {
    async attempt(bucket, key, policy, now): Promise<RateAttempt> {
      for (;;) {
        const [counted] = await db
          .insert(t)
          .values({ bucket, key, ...afterAttempt(null, policy, now) })
          .onConflictDoUpdate({
            target: [t.bucket, t.key],
            set: nextRow(policy, now),
            setWhere: or(isNull(t.blockedUntil), lte(t.blockedUntil, now)),
          })
          .returning(columns);
        if (counted) return { admitted: true, state: counted };
        const [locked] = await db.select(columns).from(t).where(where(bucket, key));
        // Gone between the two statements (swept or cleared): count again.
        if (locked) return { admitted: false, state: locked };
      }
    },

    async peek(bucket, key) {
      const [row] = await db.select(columns).from(t).where(where(bucket, key));
      return row ?? null;
    },

    async refund(bucket, key, policy, windowStart) {
      await db
        .update(t)
        .set({
          count: sql`${t.count} - 1`,
          blockedUntil: sql`case when ${t.count} - 1 >= ${policy.limit}::int then ${t.blockedUntil} end`,
        })
        .where(and(where(bucket, key), eq(t.windowStart, windowStart), sql`${t.count} > 0`));
    },

    async clear(bucket, key) {
      await db.delete(t).where(where(bucket, key));
    },

    async sweep(before, now) {
      await db.delete(t).where(and(lt(t.windowStart, before), or(isNull(t.blockedUntil), lte(t.blockedUntil, now))));
    },
  };
}
