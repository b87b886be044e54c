import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetUser } from '@generated/api/users/users';
import { RecordDrawer } from '@/components/layout/record-drawer';
import { useCurrentUser } from '@/lib/current-user';
import { personName } from '@/lib/format';
import { userRules } from '../permissions';
import { UserForm } from './user-form';

interface UserDrawerProps {
  /** The account's id, or `new`. */
  id: string;
  onClose: () => void;
}

/** An account over the list: its form, read-only for those who may not change it. */
export function UserDrawer({ id, onClose }: UserDrawerProps) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const isNew = id === 'new';
  const query = useGetUser(id, { query: { enabled: !isNew } });
  const user = query.data;

  const rules = user && userRules(me, user);
  // Why the drawer offers less than everything: one note, the most telling.
  const note =
    rules &&
    (rules.self
      ? t('drawer.yourself')
      : !rules.edit
        ? t(rules.outranked ? 'drawer.readOnlyRank' : 'drawer.readOnly')
        : !rules.rights && t('drawer.rightsLocked'));

  return (
    <RecordDrawer
      isNew={isNew}
      query={query}
      title={isNew ? t('drawer.newTitle') : user && personName(user)}
      status={user?.status}
      notes={note ? [note] : undefined}
      ns="users"
      notFoundIcon={<UserX />}
      skeleton={['10', '10', '48']}
      onClose={onClose}
    >
      {isNew && <UserForm onDone={onClose} />}
      {user && (
        <UserForm
          user={user}
          onDone={onClose}
          onReload={async () => (await query.refetch()).data}
        />
      )}
    </RecordDrawer>
  );
}
