import { getListUsersQueryOptions } from '@generated/api/users/users';
import type { User } from '@generated/model';
import { personName } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const driver = (u: User) => ({ id: u.id, name: personName(u) });

/** A driver (a user of role DRIVER) by name; listed with READ on drivers or on users. */
export function DriverPicker(props: RecordPickerProps) {
  const mayListDrivers = useCan('driver', 'READ');
  const mayListUsers = useCan('users', 'READ');
  return (
    <RecordPicker
      {...props}
      mayList={mayListDrivers || mayListUsers}
      list={(query) => getListUsersQueryOptions({ role: 'DRIVER', ...searchOf('lastName', query) })}
      option={driver}
    />
  );
}
