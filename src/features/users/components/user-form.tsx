import { Button, chakra, Drawer, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/feedback/failure-alert';
import type { User } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { useCurrentUser } from '@/lib/current-user';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';
import { useSaveUser } from '../api/use-save-user';
import { accountRules } from '../rights';
import {
  toCreateBody,
  toUpdateBody,
  userFields,
  userInputOf,
  userSchemaFor,
  type UserInput,
  type UserValues,
} from '../schema';
import { AccountActions } from './account-actions';
import { IdentityFields } from './identity-fields';
import { RightsSection } from './rights-section';

interface UserFormProps {
  /** The account to edit; none to create one. */
  user?: User;
  /** Closes the drawer: after a save, a delete, or a cancel. */
  onDone: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<User | undefined>;
}

type Failure = { kind: 'error' | 'conflict'; message: string };

/**
 * One form for creating and editing an account, as the drawer's body and footer. A failed save
 * keeps what was typed. Only what the server would accept is offered (`accountRules`).
 */
export function UserForm({ user, onDone, onReload }: UserFormProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const me = useCurrentUser();
  const { createUser, updateUser, saving } = useSaveUser(user);
  const [failure, setFailure] = useState<Failure>();
  const rules = accountRules(me, user);
  const [schema] = useState(() => userSchemaFor({ zoneRequired: rules.zoneRequired }));
  const form = useForm<UserInput, unknown, UserValues>({
    resolver: zodResolver(schema),
    defaultValues: userInputOf(user),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const readOnly = !rules.edit;

  const persist = async (values: UserValues) => {
    setFailure(undefined);
    try {
      if (user) {
        await updateUser(toUpdateBody(user, values));
        notifySuccess(tc('toast.saved'));
      } else {
        await createUser(toCreateBody(values));
        notifySuccess(t('form.created'));
      }
      guard.allowNextNavigation();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        setFailure({ kind: 'conflict', message: t('form.conflict') });
        return;
      }
      const text = applyServerErrors(error, form.setError, userFields);
      // The area is sent as permissions.areaId; its field here is the region.
      const issues = error instanceof ApiError ? (error.body.details?.issues ?? []) : [];
      const area = issues.find((i) => i.path?.join('.') === 'permissions.areaId');
      if (area) form.setError('regionId', { type: 'server', message: area.message });
      setFailure({ kind: 'error', message: text });
    }
  };

  const submit = form.handleSubmit(persist);

  const leave = () => {
    guard.allowNextNavigation();
    onDone();
  };

  const reload = async () => {
    const latest = await onReload?.();
    if (!latest) return;
    form.reset(userInputOf(latest));
    setFailure(undefined);
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate display="contents">
      {/* Read-only, nothing in it takes the focus: the body itself does, so that it scrolls by keyboard. */}
      <Drawer.Body tabIndex={readOnly ? 0 : undefined}>
        <Stack gap="6" pb="2">
          <IdentityFields form={form} disabled={readOnly} />
          <RightsSection
            form={form}
            roles={rules.roles}
            zoneRequired={rules.zoneRequired}
            disabled={!rules.rights}
          />
          {failure && (
            <FailureAlert
              failure={{
                kind: failure.kind,
                title: failure.kind === 'conflict' ? t('form.conflictTitle') : t('form.errorTitle'),
                message: failure.message,
              }}
              reload={onReload && { label: t('form.reload'), onClick: () => void reload() }}
            />
          )}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px" justifyContent="space-between" flexWrap="wrap" gap="3">
        {user ? <AccountActions user={user} rules={rules} onDeleted={leave} /> : <span />}
        <Flex gap="3" ms="auto">
          <Button variant="ghost" onClick={leave} disabled={saving}>
            {readOnly ? t('drawer.close') : t('form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" colorPalette="brand" loading={saving}>
              {user ? t('form.save') : t('form.create')}
            </Button>
          )}
        </Flex>
      </Drawer.Footer>
      {guard.dialog}
    </chakra.form>
  );
}
