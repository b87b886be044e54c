import { getGetUserQueryOptions, getListUsersQueryOptions } from '@generated/api/users/users';
import type { User } from '@generated/model';
import { personName } from '@/lib/format';
import { RecordPicker, searchOf, type RecordPickerProps } from './record-picker';

const person = (u: User) => ({ id: u.id, name: personName(u) });

/** A person (any account the user may list) by name; accounts are listed with READ on either. */
export function UserPicker(props: RecordPickerProps) {
  return (
    <RecordPicker
      {...props}
      readable={['users', 'driver']}
      list={(query) => getListUsersQueryOptions(searchOf('lastName', query))}
      get={getGetUserQueryOptions}
      option={person}
    />
  );
}
