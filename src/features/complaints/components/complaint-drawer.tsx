import { Button, CloseButton, Drawer, HStack, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { FileX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetComplaint } from '@generated/api/complaints/complaints';
import { Denied } from '@/components/feedback/denied';
import { StatusPage } from '@/components/feedback/status-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCan } from '@/lib/permissions';
import { ComplaintCreateForm } from './complaint-create-form';
import { ComplaintFacts } from './complaint-facts';
import { ComplaintFollowUp } from './complaint-follow-up';

interface ComplaintDrawerProps {
  /** The complaint's id, or `new`. */
  id: string;
  onClose: () => void;
}

/**
 * A complaint over the list: a new one's form, or an existing one with its follow-up. The
 * complaint is read again on opening, so that its ETag is the latest one.
 */
export function ComplaintDrawer({ id, onClose }: ComplaintDrawerProps) {
  const { t } = useTranslation('complaints');
  const { t: tc } = useTranslation();
  const mayCreate = useCan('complaint', 'CREATE');
  const isNew = id === 'new';
  const query = useGetComplaint(id, { query: { enabled: !isNew } });
  const complaint = query.data;
  const inBody = (node: ReactNode) => <Drawer.Body>{node}</Drawer.Body>;

  let body;
  if (isNew) body = mayCreate ? <ComplaintCreateForm onDone={onClose} /> : inBody(<Denied />);
  else if (query.error?.status === 404)
    body = inBody(
      <StatusPage
        icon={<FileX />}
        title={t('drawer.notFoundTitle')}
        description={t('drawer.notFoundMessage')}
        headingLevel="h2"
      />,
    );
  else if (query.error)
    body = inBody(
      <StatusPage
        icon={<TriangleAlert />}
        title={t('drawer.loadError')}
        description={query.error.message}
        headingLevel="h2"
      >
        <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
          {tc('actions.retry')}
        </Button>
      </StatusPage>,
    );
  else if (!complaint)
    body = inBody(
      <Stack gap="4" aria-busy="true">
        <Skeleton height="24" />
        <Skeleton height="16" />
        <Skeleton height="24" />
      </Stack>,
    );
  else
    body = inBody(
      <Stack gap="5">
        <ComplaintFacts complaint={complaint} />
        <ComplaintFollowUp complaint={complaint} onReload={() => void query.refetch()} />
      </Stack>,
    );

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
            <Drawer.Header borderBottomWidth="1px">
              <HStack gap="3" pe="8">
                <Drawer.Title>
                  {isNew ? t('drawer.newTitle') : (complaint?.subject ?? tc('table.loading'))}
                </Drawer.Title>
                {complaint && <StatusBadge status={complaint.status} />}
              </HStack>
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
