import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A generated create or update mutation, as far as a save needs it. */
interface Mutation<TVariables, TSaved> {
  mutateAsync: (variables: TVariables) => Promise<TSaved>;
  isPending: boolean;
}

interface SaveRecordOptions<TSaved, TCreate, TUpdate> {
  /** None where the module creates nothing here (a status change, a decision). */
  create?: Mutation<{ data: TCreate }, TSaved>;
  /**
   * Made with `ifUnchanged(record)`, so that a version changed meanwhile is answered 412. None
   * where the module only creates here (a new complaint).
   */
  update?: Mutation<{ id: string; data: TUpdate }, TSaved>;
  /** The key of the record's detail query, which takes the saved record at once. */
  detailKey: (id: string) => QueryKey;
  /**
   * The other queries that may show the record before or after the save (its lists, the home
   * page's counts, the signed-in user's own record): refetched when shown.
   */
  refreshKeys: (saved: TSaved) => QueryKey[];
}

/**
 * The request options of an edit that goes through only if nobody changed the record since it
 * was read: its updatedAt, its ETag, in If-Match.
 */
export const ifUnchanged = (record?: { updatedAt: string }) =>
  record && { request: { headers: { 'If-Match': `"${record.updatedAt}"` } } };

/** The zones a record served before a save and serves after it, once each: their lists change. */
export const zonesOf = (...zoneIds: (string | null | undefined)[]): string[] => [
  ...new Set(zoneIds.filter((zoneId): zoneId is string => !!zoneId)),
];

/**
 * Creates a record, or updates `record` (none: a new one). The saved record goes straight into
 * its detail's cache and every query that may show it is refetched, so the change shows at once.
 * `save` updates the record if there is one and creates one otherwise, where both take the same
 * body; `create` and `update` where they do not.
 */
export function useSaveRecord<TSaved extends { id: string }, TCreate, TUpdate = TCreate>(
  record: { id: string } | undefined,
  options: SaveRecordOptions<TSaved, TCreate, TUpdate>,
) {
  const queryClient = useQueryClient();
  const stored = (saved: TSaved) => {
    queryClient.setQueryData(options.detailKey(saved.id), saved);
    for (const queryKey of options.refreshKeys(saved)) {
      void queryClient.invalidateQueries({ queryKey });
    }
    return saved;
  };
  const create = async (body: TCreate) => {
    if (!options.create) throw new Error('This module creates nothing here.');
    return stored(await options.create.mutateAsync({ data: body }));
  };
  const update = async (body: TUpdate) => {
    if (!record || !options.update) throw new Error('There is no record to update.');
    return stored(await options.update.mutateAsync({ id: record.id, data: body }));
  };

  return {
    create,
    update,
    save: (body: TCreate & TUpdate) => (record ? update(body) : create(body)),
    saving: !!options.create?.isPending || !!options.update?.isPending,
  };
}
