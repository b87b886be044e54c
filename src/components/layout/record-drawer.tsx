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
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/feedback/status-page';
import { StatusBadge, type Status } from '@/components/ui/status-badge';

interface RecordDrawerProps {
  /** A new record's form: nothing to read. */
  isNew: boolean;
  /** The record read again on opening, so that its ETag is the latest one. */
  query: {
    data?: unknown;
    error: { status: number; message: string } | null;
    refetch: () => Promise<unknown>;
  };
  /** The record's name once read (a loading word until then), or the new record's title. */
  title: string | undefined;
  status?: Status;
  /** Why the drawer offers less than everything, under the title. */
  notes?: string[];
  /** The feature's namespace, whose `drawer.*` words name the close button and the failures. */
  ns: 'areas' | 'complaints' | 'holders' | 'users';
  notFoundIcon: ReactNode;
  /** The heights of the placeholders shown while the record loads. */
  skeleton: string[];
  onClose: () => void;
  /** The new record's form, or the record read: shown once there is one. */
  children: ReactNode;
}

/** A record over a list: its title and status, then the record, or why it is not there. */
export function RecordDrawer(props: RecordDrawerProps) {
  const { t } = useTranslation();
  const { t: tf } = useTranslation(props.ns);
  const { query } = props;

  let body;
  if (props.isNew) body = props.children;
  else if (query.error?.status === 404)
    body = (
      <Drawer.Body>
        <StatusPage
          icon={props.notFoundIcon}
          title={tf('drawer.notFoundTitle')}
          description={tf('drawer.notFoundMessage')}
          headingLevel="h2"
        />
      </Drawer.Body>
    );
  else if (query.error)
    body = (
      <Drawer.Body>
        <StatusPage
          icon={<TriangleAlert />}
          title={tf('drawer.loadError')}
          description={query.error.message}
          headingLevel="h2"
        >
          <Button variant="outline" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </StatusPage>
      </Drawer.Body>
    );
  else if (!query.data)
    body = (
      <Drawer.Body>
        <Stack gap="4" aria-busy="true">
          {props.skeleton.map((height, index) => (
            <Skeleton key={index} height={height} />
          ))}
        </Stack>
      </Drawer.Body>
    );
  else body = props.children;

  return (
    <Drawer.Root
      open
      onOpenChange={(event) => {
        if (!event.open) props.onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" flexDirection="column" alignItems="stretch">
              <HStack gap="3" pe="8">
                <Drawer.Title>{props.title ?? t('table.loading')}</Drawer.Title>
                {props.status && <StatusBadge status={props.status} />}
              </HStack>
              {props.notes?.map((note) => (
                <Alert.Root key={note} status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{note}</Alert.Description>
                </Alert.Root>
              ))}
            </Drawer.Header>
            {body}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tf('drawer.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
