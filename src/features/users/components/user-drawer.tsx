import {
  Alert,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { TriangleAlert, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetUser } from '@generated/api/users/users';
import { StatusPage } from '@/components/feedback/status-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCurrentUser } from '@/lib/current-user';
import { accountRules } from '../rights';
import { personName } from '@/lib/format';
import { UserForm } from './user-form';

interface UserDrawerProps {
  /** The account's id, or `new`. */
  id: string;
  onClose: () => void;
}

/**
 * An account over the list: its form, read-only for those who may not change it. The account is
 * read again on opening, so that its ETag is the latest one.
 */
export function UserDrawer({ id, onClose }: UserDrawerProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const me = useCurrentUser();
  const isNew = id === 'new';
  const query = useGetUser(id, { query: { enabled: !isNew } });
  const user = query.data;

  let body;
  if (isNew) body = <UserForm onDone={onClose} />;
  else if (query.error?.status === 404)
    body = (
      <Drawer.Body>
        <StatusPage
          icon={<UserX />}
          title={t('drawer.notFoundTitle')}
          description={t('drawer.notFoundMessage')}
          headingLevel="h2"
        />
      </Drawer.Body>
    );
  else if (query.error)
    body = (
      <Drawer.Body>
        <StatusPage
          icon={<TriangleAlert />}
          title={t('drawer.loadError')}
          description={query.error.message}
          headingLevel="h2"
        >
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
            {tc('actions.retry')}
          </Button>
        </StatusPage>
      </Drawer.Body>
    );
  else if (!user)
    body = (
      <Drawer.Body>
        <Stack gap="4" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="48" />
        </Stack>
      </Drawer.Body>
    );
  else
    body = (
      <UserForm user={user} onDone={onClose} onReload={async () => (await query.refetch()).data} />
    );

  const rules = user && accountRules(me, user);
  // Why the drawer offers less than everything: one note, the most telling.
  const notes = rules && [
    rules.self
      ? t('drawer.yourself')
      : !rules.edit
        ? t(rules.outranked ? 'drawer.readOnlyRank' : 'drawer.readOnly')
        : !rules.rights && t('drawer.rightsLocked'),
  ];

  return (
    <Drawer.Root
      open
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" flexDirection="column" alignItems="stretch">
              <HStack gap="3" pe="8">
                <Drawer.Title>
                  {isNew ? t('drawer.newTitle') : user ? personName(user) : tc('table.loading')}
                </Drawer.Title>
                {user && <StatusBadge status={user.status} />}
              </HStack>
              {notes?.filter(Boolean).map((note) => (
                <Alert.Root key={note as string} status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{note}</Alert.Description>
                </Alert.Root>
              ))}
            </Drawer.Header>
            {body}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
