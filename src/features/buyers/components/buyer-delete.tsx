import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Buyer } from '@generated/model';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { buyerList } from '@/config/lists';
import { useCan } from '@/lib/permissions';
import { useDeleteBuyerRecord } from '../api/use-save-buyer';

/**
 * "Delete" after a confirmation, for those who may (buyer DELETE); back to the list once done.
 * A buyer that shipments name is refused by the server, whose words the toast shows.
 */
export function BuyerDelete({ buyer }: { buyer: Buyer }) {
  const { t } = useTranslation('buyers');
  const mayDelete = useCan('buyer', 'DELETE');
  const navigate = useNavigate();
  const { deleteBuyer, busy } = useDeleteBuyerRecord();
  const [asking, setAsking] = useState(false);
  if (!mayDelete) return null;
  const confirm = async () => {
    try {
      await deleteBuyer(buyer.id);
      notifySuccess(t('delete.done'));
      void navigate(buyerList.paths.list);
    } catch {
      // The query client's toast already says what went wrong.
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
        <Trash2 size={16} aria-hidden /> {t('delete.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('delete.title', { name: buyer.name })}
        message={t('delete.message')}
        confirmLabel={t('delete.action')}
        cancelLabel={t('delete.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
