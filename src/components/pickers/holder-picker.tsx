import {
  getGetHolderQueryOptions,
  getListHoldersQueryOptions,
} from '@generated/api/holders/holders';
import type { Holder } from '@generated/model';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const withNumber = (h: Holder) => ({ id: h.id, name: `${h.name} · ${h.number}` });
const withNumberAndCity = (h: Holder) => ({
  id: h.id,
  name: `${h.name} (${h.number}, ${h.city})`,
});

/** A holder by name or number, sorted by name; `withCity` names its city too. */
export function HolderPicker({ withCity, ...props }: RecordPickerProps & { withCity?: boolean }) {
  return (
    <RecordPicker
      {...props}
      readable="holder"
      list={(query) => getListHoldersQueryOptions(searchOf('name', query))}
      get={getGetHolderQueryOptions}
      option={withCity ? withNumberAndCity : withNumber}
    />
  );
}
