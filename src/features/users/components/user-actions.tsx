import { Button, HStack } from '@chakra-ui/react';
import { Ban, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import { useUserActions } from '../api/use-save-user';
import type { UserRules } from '../permissions';
import { personName } from '@/lib/format';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

type Pending = 'revoke' | 'restore' | 'delete';

interface UserActionsProps {
  user: User;
  /** What the signed-in user may do with it. */
  rules: Pick<UserRules, 'status' | 'remove'>;
  /** After the account is deleted: the drawer closes. */
  onDeleted: () => void;
}

/**
 * Revoke or restore an account (its status) and delete it, each after a confirmation; never on
 * one's own account. A failure shows as the usual toast.
 */
export function UserActions({ user, rules, onDeleted }: UserActionsProps) {
  const { t } = useTranslation('users');
  const { setStatus, deleteUser, busy } = useUserActions(user);
  const [pending, setPending] = useState<Pending>();
  const mayDisable = rules.status;
  const mayDelete = rules.remove;
  if (!mayDisable && !mayDelete) return null;

  const name = personName(user);
  const confirm = async () => {
    try {
      if (pending === 'delete') {
        await deleteUser();
        notifySuccess(t('account.deleted'));
        onDeleted();
      } else {
        await setStatus(pending === 'revoke' ? 'REVOKED' : 'ACTIVE');
        notifySuccess(t(pending === 'revoke' ? 'account.revoked' : 'account.restored'));
      }
    } catch {
      // The query client's toast already says what went wrong.
    } finally {
      setPending(undefined);
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      {mayDisable &&
        (user.status === 'REVOKED' ? (
          <Button size="sm" variant="outline" onClick={() => setPending('restore')}>
            <RotateCcw size={16} aria-hidden /> {t('account.restore')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setPending('revoke')}
          >
            <Ban size={16} aria-hidden /> {t('account.revoke')}
          </Button>
        ))}
      {mayDelete && (
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setPending('delete')}>
          <Trash2 size={16} aria-hidden /> {t('account.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? t(`account.${pending}Title`, { name }) : ''}
        message={pending ? t(`account.${pending}Message`) : ''}
        confirmLabel={pending ? t(`account.${pending}`) : ''}
        cancelLabel={t('account.cancel')}
        busy={busy}
        danger={pending !== 'restore'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      />
    </HStack>
  );
}
