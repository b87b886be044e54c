import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetRemovalVoucher } from '@generated/api/removal-vouchers/removal-vouchers';
import type { RemovalVoucher } from '@generated/model';
import { OpenedOnce, usePreload } from '@/components/feedback/on-demand';
import { RecordDetail, useRecord } from '@/components/record/record-detail';
import { StatusBadge } from '@/components/ui/status-badge';
import type { Decision } from '../api/use-decide-removal-voucher';
import { removalVoucherList } from '@/config/lists';
import { isDecidedVoucher, mayAmendVoucher, mayChangeVoucher } from '@/lib/access/policy';
import { useFormat } from '@/lib/format';
import { useCaller } from '@/lib/permissions';
import { AmendmentsCard } from './amendments-card';
import { PhotoGallery } from './photo-gallery';
import { Signatures } from './signatures';
import { TanksTable } from './tanks-table';
import { RemovalVoucherFacts } from './removal-voucher-facts';
import { SealedNotice } from './sealed-notice';
import { VoucherFlags } from './voucher-flags';
import { removalVoucherWriters } from '../fields';

// The decision's dialog and the amendment's form (with the form machinery) load on demand.
const loadDecision = () => import('./decision-dialog');
const loadAmend = () => import('./amend-drawer');
const DecisionDialog = lazy(() => loadDecision().then((m) => ({ default: m.DecisionDialog })));
const AmendDrawer = lazy(() => loadAmend().then((m) => ({ default: m.AmendDrawer })));

/**
 * One pickup: what was taken, for how much, the signatures and photos. An AWAITING voucher is
 * decided here (confirmed or not) by those who may update vouchers; a decision is final and
 * seals the voucher, which is then corrected by amendments (listed under it) by those who may.
 */
export function RemovalVoucherDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  // Updating a voucher is deciding it: there is no form to edit.
  const { mayUpdate: mayDecide, ...record } = useRecord<RemovalVoucher>(
    removalVoucherList,
    useGetRemovalVoucher,
    id,
  );
  const [decision, setDecision] = useState<Decision>();
  const [amending, setAmending] = useState(false);
  // A company that only did the pickup does not decide its owner's voucher.
  const caller = useCaller();
  const mayDecideIt = (v: RemovalVoucher) =>
    v.status === 'AWAITING' && mayDecide && !!caller && mayChangeVoucher(caller, v);
  const mayAmendIt = (v: RemovalVoucher) =>
    isDecidedVoucher(v) && !!caller && mayAmendVoucher(caller, v);
  const shown = record.query.data;
  usePreload(!!shown && mayDecideIt(shown) && loadDecision);
  usePreload(!!shown && mayAmendIt(shown) && loadAmend);

  return (
    <RecordDetail
      {...record}
      title={(v) => t('detail.title', { number: v.number })}
      crumb={(v) => v.number}
      actions={(v) => <StatusBadge status={v.status} />}
      history={{ recordKind: 'removalVoucher', writers: removalVoucherWriters }}
    >
      {(v) => (
        <Stack gap="4">
          <VoucherFlags flags={v.flags} />
          {mayDecideIt(v) && (
            <Alert.Root status="info" alignItems="center">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('decision.awaiting')}</Alert.Title>
              </Alert.Content>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" colorPalette="brand" onClick={() => setDecision('CONFIRMED')}>
                  <Check size={16} aria-hidden /> {t('decision.confirm')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setDecision('NOT_CONFIRMED')}
                >
                  <X size={16} aria-hidden /> {t('decision.reject')}
                </Button>
              </HStack>
            </Alert.Root>
          )}
          {isDecidedVoucher(v) && (
            <SealedNotice onAmend={mayAmendIt(v) ? () => setAmending(true) : undefined} />
          )}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <RemovalVoucherFacts voucher={v} />
            <TanksTable tanks={v.extractedTanks} />
            <Signatures voucher={v} />
          </SimpleGrid>
          <PhotoGallery photos={v.photos} />
          {isDecidedVoucher(v) && <AmendmentsCard voucherId={v.id} />}
          <Text fontSize="sm" color="fg.muted">
            {t('detail.updatedAt', { date: format.moment(v.updatedAt) })}
          </Text>
          <OpenedOnce open={decision !== undefined}>
            <DecisionDialog
              voucher={v}
              decision={decision}
              onClose={() => setDecision(undefined)}
              onReload={() => record.query.refetch()}
            />
          </OpenedOnce>
          {isDecidedVoucher(v) && (
            <OpenedOnce open={amending}>
              <AmendDrawer
                voucher={v}
                open={amending}
                onClose={() => setAmending(false)}
                onReload={async () => (await record.query.refetch()).data}
              />
            </OpenedOnce>
          )}
        </Stack>
      )}
    </RecordDetail>
  );
}
