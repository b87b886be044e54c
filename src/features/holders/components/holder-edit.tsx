import type { Holder } from '@generated/model';
import { useUpdateHolderAction } from '../api/use-save-holder';
import { holderFormValuesOf } from '../schema';
import { HolderForm } from './holder-form';

interface HolderEditProps {
  holder: Holder;
  /** After a save or a cancel: back to the read-only view. */
  onDone: () => void;
  /** Loads the latest version (after a 412). */
  reload: () => Promise<Holder | undefined>;
}

/** The form on a loaded holder; the save carries the loaded version's ETag. */
export function HolderEdit({ holder, onDone, reload }: HolderEditProps) {
  const save = useUpdateHolderAction(holder);
  return (
    <HolderForm
      mode="edit"
      initial={holderFormValuesOf(holder)}
      names={{
        governorate: holder.delegation?.governorate?.name,
        delegation: holder.delegation?.name,
        subcontractor: holder.subcontractor?.companyName,
      }}
      save={save}
      onSaved={onDone}
      onCancel={onDone}
      onReload={reload}
    />
  );
}
