import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A generated create or update mutation, as far as a save needs it. */
interface Mutation<TVariables, TSaved> {
  mutateAsync: (variables: TVariables) => Promise<TSaved>;
  isPending: boolean;
}

interface SaveRecordOptions<TSaved, TBody> {
  create: Mutation<{ data: TBody }, TSaved>;
  /** Made with `ifUnchanged(record)`, so that a version changed meanwhile is answered 412. */
  update: Mutation<{ id: string; data: TBody }, TSaved>;
  /** The key of the record's detail query, which takes the saved record at once. */
  detailKey: (id: string) => QueryKey;
  /** The lists that may hold the record before or after the save: refetched when shown. */
  listKeys: (saved: TSaved) => QueryKey[];
}

/**
 * The request options of an edit that goes through only if nobody changed the record since it
 * was read: its updatedAt, its ETag, in If-Match.
 */
export const ifUnchanged = (record?: { updatedAt: string }) =>
  record && { request: { headers: { 'If-Match': `"${record.updatedAt}"` } } };

/**
 * Creates a record, or updates `record` (none: a new one). The saved record goes straight into
 * its detail's cache and every list that may hold it is refetched, so the change shows at once.
 */
export function useSaveRecord<TSaved extends { id: string }, TBody>(
  record: { id: string } | undefined,
  { create, update, detailKey, listKeys }: SaveRecordOptions<TSaved, TBody>,
) {
  const queryClient = useQueryClient();

  const save = async (body: TBody): Promise<TSaved> => {
    const saved = record
      ? await update.mutateAsync({ id: record.id, data: body })
      : await create.mutateAsync({ data: body });
    queryClient.setQueryData(detailKey(saved.id), saved);
    for (const queryKey of listKeys(saved)) void queryClient.invalidateQueries({ queryKey });
    return saved;
  };

  return { save, saving: create.isPending || update.isPending };
}
