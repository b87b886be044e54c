import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { notifySuccess, notifyWarning } from '@/components/feedback/toaster';
import { DrawerForm } from '@/components/record/drawer-form';
import { RecordHistory } from '@/components/record/record-history';
import { useRecordForm } from '@/components/record/use-record-form';
import { useCurrentUser } from '@/lib/current-user';
import { useSaveUser } from '../api/use-save-user';
import { userWriters } from '../fields';
import { userRules } from '../permissions';
import {
  toCreateBody,
  toUpdateBody,
  userFields,
  userInputOf,
  userMessages,
  userSchemaFor,
  type UserInput,
  type UserValues,
} from '../schema';
import { UserActions } from './user-actions';
import { IdentityFields } from './identity-fields';
import { PermissionsSection } from './permissions-section';

interface UserFormProps {
  /** The account to edit; none to create one. */
  user?: User;
  /** Closes the drawer: after a save, a delete, or a cancel. */
  onDone: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<User | undefined>;
}

/**
 * One form for creating and editing an account, as the drawer's body and footer. A failed save
 * keeps what was typed. Only what the server would accept is offered (`userRules`).
 */
export function UserForm({ user, onDone, onReload }: UserFormProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const me = useCurrentUser();
  const { createUser, updateUser } = useSaveUser(user);
  const rules = userRules(me, user);
  const [schema] = useState(() => userSchemaFor({ zoneRequired: rules.zoneRequired }));
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<UserInput, UserValues, User>({
    resolver: zodResolver(schema, { error: userMessages }),
    defaultValues: userInputOf(user),
    valuesOf: userInputOf,
    save: async (values) => {
      if (!user) {
        const created = await createUser(toCreateBody(values));
        // The account exists either way; its creator learns that the password did not go out.
        if (created.temporaryPasswordSent === false) {
          notifyWarning(tc('toast.temporaryPasswordNotSent'));
        } else notifySuccess(t('form.created'));
        return created;
      }
      const saved = await updateUser(toUpdateBody(user, values));
      notifySuccess(tc('toast.saved'));
      return saved;
    },
    onSaved: onDone,
    onReload,
    // The area is sent as permissions.areaId; its field here is the region.
    fields: (path) =>
      path === 'permissions.areaId' ? 'regionId' : userFields.find((field) => field === path),
    texts,
  });
  const readOnly = !rules.edit;

  const leave = () => {
    frame.allowLeave();
    onDone();
  };

  return (
    <DrawerForm
      frame={frame}
      cancel={readOnly ? tc('actions.close') : undefined}
      onCancel={onDone}
      submit={readOnly ? undefined : user ? tc('actions.save') : texts.create}
      start={user && <UserActions user={user} rules={rules} onDeleted={leave} />}
      focusableBody={readOnly}
    >
      <IdentityFields form={form} disabled={readOnly} />
      <PermissionsSection
        form={form}
        roles={rules.roles}
        zoneRequired={rules.zoneRequired}
        disabled={!rules.rights}
      />
      {user && (
        <RecordHistory recordKind="user" recordId={user.id} ns="users" writers={userWriters} />
      )}
    </DrawerForm>
  );
}
