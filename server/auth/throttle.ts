import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle as t } from '../db/schema';

/**
 * Failed sign-ins are throttled in the database (login_throttle), so replicas share the count: per account,
 * 5 failures within 15 minutes lock it for 15 minutes; per address 20 (a shop, an office or a mobile network
 * shares one address). Every attempt takes its place in the count in ONE upsert before the password is
 * checked, so concurrent attempts cannot slip past the limit together; a success gives the place back.
 * docs/decisions/017-sign-in-and-sessions.md.
 */
export const THROTTLE = { accountLimit: 5, addressLimit: 20, windowMinutes: 15, lockMinutes: 15 } as const;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/** A limit on how often something may be tried: `limit` tries within `windowMinutes`; one more locks the key. */
export interface Quota {
  limit: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Registrations and password-reset e-mails (issue 11 §1) are counted in login_throttle too, under keys of their
 * own, every request counting (a registration or a reset e-mail costs a scrypt hash or a mail, whatever its
 * outcome): 10 registrations per address per hour; 5 reset e-mails per account and 20 per address per hour.
 * Going over locks the key for an hour. docs/decisions/025-registration-and-password-reset.md.
 */
export const QUOTAS = {
  registerPerAddress: { limit: 10, windowMinutes: 60, lockMinutes: 60 },
  resetMailPerAccount: { limit: 5, windowMinutes: 60, lockMinutes: 60 },
  resetMailPerAddress: { limit: 20, windowMinutes: 60, lockMinutes: 60 },
  /**
   * The order lookup of /order-status (issue 12): every lookup counts, found or not, 20 per address and 10 per
   * order number per hour, so neither one caller nor many callers together can try e-mails against a number, or
   * numbers from one place, faster than that. Going over locks the key for an hour (the throttled message says
   * "in an hour"). docs/decisions/028-information-pages-data.md.
   */
  trackOrderPerAddress: { limit: 20, windowMinutes: 60, lockMinutes: 60 },
  trackOrderPerNumber: { limit: 10, windowMinutes: 60, lockMinutes: 60 },
} as const satisfies Record<string, Quota>;

export const registerAddressKey = (address: string) => `register:address:${address}`;
export const resetMailAccountKey = (email: string) => `forgot:account:${email.trim().toLowerCase()}`;
export const resetMailAddressKey = (address: string) => `forgot:address:${address}`;
export const trackOrderAddressKey = (address: string) => `track:address:${address}`;
export const trackOrderNumberKey = (number: string) => `track:order:${number.trim().toUpperCase()}`;

const SIGN_IN: Omit<Quota, 'limit'> = { windowMinutes: THROTTLE.windowMinutes, lockMinutes: THROTTLE.lockMinutes };

/** `minutes` as an SQL interval; only whole minutes from the constants above reach it. */
const interval = (minutes: number) => {
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`Not a whole number of minutes: ${minutes}`);
  return sql.raw(`interval '${minutes} minutes'`);
};
const signInLock = interval(THROTTLE.lockMinutes);

/**
 * Counts an attempt under `key`. A lock that has run out, or a window that has passed, starts a new count;
 * going over the quota's limit locks. Answers the lock's end when the key is locked, else null.
 */
async function countAttempt(db: Db, key: string, quota: Quota): Promise<Date | null> {
  const { limit } = quota;
  const window = interval(quota.windowMinutes);
  const lock = interval(quota.lockMinutes);
  const stale = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= now())
    or (${t.lockedUntil} is null and ${t.windowStart} <= now() - ${window}))`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`case when ${stale} then now() else ${t.windowStart} end`,
        lockedUntil: sql`case when ${stale} then null
          when ${t.failures} + 1 > ${limit} then coalesce(${t.lockedUntil}, now() + ${lock})
          else ${t.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

const latest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

export interface Attempt {
  /** When the sign-in may be tried again, if it is locked now. */
  lockedUntil: Date | null;
  /** The password was right: the account's count is cleared and the address's place given back. */
  succeeded(): Promise<void>;
  /** The password was wrong: locks a key whose count has reached its limit; answers the lock's end, if any. */
  failed(): Promise<Date | null>;
}

/** Takes a place for one sign-in attempt on `email` from `address`. */
export async function beginAttempt(db: Db, email: string, address: string): Promise<Attempt> {
  const account = { key: accountKey(email), limit: THROTTLE.accountLimit };
  const caller = { key: addressKey(address), limit: THROTTLE.addressLimit };
  const keys = [account, caller];
  const locks = await Promise.all(keys.map(({ key, limit }) => countAttempt(db, key, { ...SIGN_IN, limit })));
  return {
    lockedUntil: latest(locks),
    async succeeded() {
      await db.delete(t).where(eq(t.key, account.key));
      await db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.key, caller.key));
    },
    async failed() {
      const locked = await Promise.all(
        keys.map(async ({ key, limit }) => {
          const [row] = await db
            .update(t)
            .set({ lockedUntil: sql`coalesce(${t.lockedUntil}, now() + ${signInLock})` })
            .where(and(eq(t.key, key), sql`${t.failures} >= ${limit}`))
            .returning({ lockedUntil: t.lockedUntil });
          return row?.lockedUntil ?? null;
        }),
      );
      return latest(locked);
    },
  };
}

/**
 * Counts one use of each key against its quota, each in one upsert before the work it guards (so requests at
 * once cannot slip past a limit together); answers when the latest lock among them ends, or null when every
 * key is within its quota.
 */
export async function takeQuotas(db: Db, uses: [key: string, quota: Quota][]): Promise<Date | null> {
  return latest(await Promise.all(uses.map(([key, quota]) => countAttempt(db, key, quota))));
}

/** Clears a key's count (a password reset lets the customer sign in at once). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** Whole minutes until `until`, at least 1 (for the shopper's message). */
export const minutesUntil = (until: Date, now = new Date()): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
