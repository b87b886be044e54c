import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { conflict } from './errors';

export interface Created<T> {
  body: T;
  updatedAt?: string;
}

/** Key order does not change the meaning of a JSON body, so it must not change its hash. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
};

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

/**
 * Runs a create once per (user, operation, Idempotency-Key). The key row and the record are
 * written in one transaction: a failed create leaves no key behind, and a concurrent retry
 * waits on the key's unique index, then answers the stored first result.
 */
export const createOnce = async <T>(
  db: Db,
  scope: { userId: string; operation: string; key: string | undefined; body: unknown },
  create: (tx: Db) => Promise<Created<T>>,
): Promise<Created<T>> => {
  const { key } = scope;
  if (!key) return db.transaction((tx) => create(tx));
  const requestHash = hashOf(scope.body);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, operation: scope.operation, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const identity = and(
      eq(idempotencyKeys.userId, scope.userId),
      eq(idempotencyKeys.operation, scope.operation),
      eq(idempotencyKeys.key, key),
    );
    if (!claimed) {
      const [previous] = await tx.select().from(idempotencyKeys).where(identity);
      if (!previous || previous.requestHash !== requestHash) throw conflict('idempotencyConflict');
      const body = previous.response as T;
      const updatedAt = (body as { updatedAt?: unknown }).updatedAt;
      return { body, ...(typeof updatedAt === 'string' ? { updatedAt } : {}) };
    }
    const created = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 201, response: created.body })
      .where(identity);
    // Keys are kept a day: long enough for any retry.
    await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
    return created;
  });
};
