import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { holderNonCompliance, holders } from '@server/db/schema';
import { badRequest, type IssuePath } from '@server/http/errors';

/**
 * Holders named as new tour stops or a voucher's holder: one marked non-compliant is a 400 on its
 * field. Each holder is locked against a marking under way (a marking locks it for update).
 */
export const refuseNonCompliant = async (
  tx: Db,
  named: { holderId: string; path: IssuePath }[],
) => {
  if (named.length === 0) return;
  const ids = named.map((item) => item.holderId);
  await tx.select({ id: holders.id }).from(holders).where(inArray(holders.id, ids)).for('share');
  const marked = await tx
    .select({ holderId: holderNonCompliance.holderId })
    .from(holderNonCompliance)
    .where(and(inArray(holderNonCompliance.holderId, ids), isNull(holderNonCompliance.liftedAt)));
  const refused = new Set(marked.map((row) => row.holderId));
  const issues = named
    .filter((item) => refused.has(item.holderId))
    .map(({ path }) => ({ code: 'custom', path, key: 'holderNonCompliant' as const }));
  if (issues.length > 0) throw badRequest(issues);
};
