import type { User } from '@generated/model';
import { getGetHomeStatsQueryKey, getHomeStats } from '@generated/api/stats/stats';
import { can } from '@/lib/permissions';

// Which home figures a user sees, without React: the screen draws them, and a first visit of the
// home page asks for them before the screen's code arrives (src/app/prefetch.ts).

/** Which figures the user may see: the ones whose resource they may READ. */
export const readableFigures = (user: User | undefined) => ({
  vouchers: can(user, 'removalVoucher', 'READ'),
  decideVouchers: can(user, 'removalVoucher', 'UPDATE'),
  depots: can(user, 'relayDepot', 'READ'),
  holders: can(user, 'holder', 'READ'),
  tours: can(user, 'tour', 'READ'),
  complaints: can(user, 'complaint', 'READ'),
});
export type ReadableFigures = ReturnType<typeof readableFigures>;

/** The cards the user sees (the collected litres and the vouchers to decide are two). */
export const cardCountOf = (readable: ReadableFigures) =>
  2 * Number(readable.vouchers) +
  Number(readable.depots) +
  Number(readable.holders) +
  Number(readable.tours) +
  Number(readable.complaints);

/** The call behind the figures; none is made for a user who sees none. */
export const homeStatsRequest = {
  queryKey: getGetHomeStatsQueryKey(),
  fetch: () => getHomeStats(),
};
