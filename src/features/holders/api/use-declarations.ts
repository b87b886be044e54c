import { useQueryClient } from '@tanstack/react-query';
import {
  getListHolderDeclarationsQueryKey,
  useCreateHolderDeclaration,
  useLiftHolderNonCompliance,
  useMarkHolderNonCompliant,
} from '@generated/api/declarations/declarations';
import { getGetHolderQueryKey, getListHoldersQueryKey } from '@generated/api/holders/holders';
import { useUploadImage } from '@generated/api/uploads/uploads';
import type {
  Holder,
  HolderDeclarationCreate,
  NonComplianceCreate,
  NonComplianceLift,
} from '@generated/model';

/** An upload of the scan or the signature failed: the declaration itself was not sent. */
export class DeclarationUploadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'DeclarationUploadError';
  }
}

/** A file to send with the declaration, and its URL once uploaded (a retry keeps it). */
export interface PendingFile {
  file: Blob;
  url?: string;
}

/** After a change: the holder's page, its declarations and every holders list. */
function useRefresh(holderId: string) {
  const queryClient = useQueryClient();
  return (holder?: Holder) => {
    if (holder) queryClient.setQueryData(getGetHolderQueryKey(holderId), holder);
    for (const queryKey of [
      getGetHolderQueryKey(holderId),
      getListHolderDeclarationsQueryKey(holderId),
      getListHoldersQueryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/**
 * Records a holder's declaration: its scan and drawn signature are uploaded first, and their URLs
 * go with the other fields. A file already uploaded by an earlier attempt keeps its URL
 * (`onUploaded`), so that a retry after a failed record does not send it again.
 */
export function useRecordDeclaration(holderId: string) {
  const upload = useUploadImage();
  const create = useCreateHolderDeclaration();
  const refresh = useRefresh(holderId);

  const urlOf = async (pending: PendingFile | undefined, onUploaded: (url: string) => void) => {
    if (!pending) return null;
    if (pending.url) return pending.url;
    try {
      const file =
        pending.file instanceof File ? pending.file : new File([pending.file], 'signature.png');
      const { url } = await upload.mutateAsync({ data: { file } });
      onUploaded(url);
      return url;
    } catch (error) {
      throw new DeclarationUploadError(error);
    }
  };

  const record = async (
    body: Omit<HolderDeclarationCreate, 'scan' | 'signature'>,
    files: { scan?: PendingFile; signature?: PendingFile },
    onUploaded: (which: 'scan' | 'signature', url: string) => void,
  ) => {
    const scan = await urlOf(files.scan, (url) => onUploaded('scan', url));
    const signature = await urlOf(files.signature, (url) => onUploaded('signature', url));
    const saved = await create.mutateAsync({ id: holderId, data: { ...body, scan, signature } });
    refresh();
    return saved;
  };

  return { record, uploading: upload.isPending, saving: upload.isPending || create.isPending };
}

/** Marks a holder non-compliant, or lifts it; the holder's page takes the answer at once. */
export function useNonCompliance(holderId: string) {
  const mark = useMarkHolderNonCompliant();
  const lift = useLiftHolderNonCompliance();
  const refresh = useRefresh(holderId);
  return {
    mark: async (data: NonComplianceCreate) => {
      const holder = await mark.mutateAsync({ id: holderId, data });
      refresh(holder);
      return holder;
    },
    lift: async (data: NonComplianceLift) => {
      const holder = await lift.mutateAsync({ id: holderId, data });
      refresh(holder);
      return holder;
    },
    busy: mark.isPending || lift.isPending,
  };
}
