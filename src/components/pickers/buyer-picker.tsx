import { getGetBuyerQueryOptions, getListBuyersQueryOptions } from '@generated/api/buyers/buyers';
import type { Buyer } from '@generated/model';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const option = (b: Buyer) => ({ id: b.id, name: `${b.name} (${b.country})` });

/** Any buyer by name; only those whose certificate is valid today when `valid`. */
export function BuyerPicker({ valid, ...props }: RecordPickerProps & { valid?: boolean }) {
  return (
    <RecordPicker
      {...props}
      readable="buyer"
      list={(query) =>
        getListBuyersQueryOptions({
          ...searchOf('name', query),
          ...(valid ? { certificate: 'VALID' as const } : {}),
        })
      }
      get={getGetBuyerQueryOptions}
      option={option}
    />
  );
}
