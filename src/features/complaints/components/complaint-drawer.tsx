import { Drawer, Stack } from '@chakra-ui/react';
import { FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetComplaint } from '@generated/api/complaints/complaints';
import { Denied } from '@/components/feedback/denied';
import { RecordDrawer } from '@/components/layout/record-drawer';
import { RecordHistory } from '@/components/record/record-history';
import { useCan } from '@/lib/permissions';
import { ComplaintCreateForm } from './complaint-create-form';
import { ComplaintFacts } from './complaint-facts';
import { ComplaintFollowUp } from './complaint-follow-up';

interface ComplaintDrawerProps {
  /** The complaint's id, or `new`. */
  id: string;
  onClose: () => void;
}

/** A complaint over the list: a new one's form, or an existing one with its follow-up. */
export function ComplaintDrawer({ id, onClose }: ComplaintDrawerProps) {
  const { t } = useTranslation('complaints');
  const mayCreate = useCan('complaint', 'CREATE');
  const isNew = id === 'new';
  const query = useGetComplaint(id, { query: { enabled: !isNew } });
  const complaint = query.data;

  return (
    <RecordDrawer
      isNew={isNew}
      query={query}
      title={isNew ? t('drawer.newTitle') : complaint?.subject}
      status={complaint?.status}
      ns="complaints"
      notFoundIcon={<FileX />}
      skeleton={['24', '16', '24']}
      onClose={onClose}
    >
      {isNew && mayCreate && <ComplaintCreateForm onDone={onClose} />}
      {isNew && !mayCreate && (
        <Drawer.Body>
          <Denied />
        </Drawer.Body>
      )}
      {complaint && (
        <Drawer.Body>
          <Stack gap="5">
            <ComplaintFacts complaint={complaint} />
            <ComplaintFollowUp complaint={complaint} onReload={() => void query.refetch()} />
            <RecordHistory
              key={complaint.updatedAt}
              recordKind="complaint"
              recordId={complaint.id}
              ns="complaints"
            />
          </Stack>
        </Drawer.Body>
      )}
    </RecordDrawer>
  );
}
