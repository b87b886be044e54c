import { getListUsersQueryOptions } from '@generated/api/users/users';
import type { User } from '@generated/model';
import { personName } from '@/lib/format';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const driver = (u: User) => ({ id: u.id, name: personName(u) });

/** A driver (a user of role DRIVER) by name; drivers are listed with READ on either. */
export function DriverPicker(props: RecordPickerProps) {
  return (
    <RecordPicker
      {...props}
      readable={['driver', 'users']}
      list={(query) => getListUsersQueryOptions({ role: 'DRIVER', ...searchOf('lastName', query) })}
      option={driver}
    />
  );
}
