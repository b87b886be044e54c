import { Alert, Button } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holder } from '@generated/model';
import { OpenedOnce, usePreload } from '@/components/feedback/on-demand';
import { useFormat } from '@/lib/format';
import { useCan } from '@/lib/permissions';

const loadDialogs = () => import('./non-compliance-dialogs');
const MarkDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MarkDialog })));
const LiftDialog = lazy(() => loadDialogs().then((m) => ({ default: m.LiftDialog })));

/** "Mark non-compliant", asked in a dialog (non-compliance-dialogs.tsx). */
export function MarkNonCompliant({ holderId, icon }: { holderId: string; icon: ReactNode }) {
  const { t } = useTranslation('holders');
  const [open, setOpen] = useState(false);
  usePreload(loadDialogs);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {icon} {t('nonCompliance.mark')}
      </Button>
      <OpenedOnce open={open}>
        <MarkDialog holderId={holderId} open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}

/**
 * The banner of a non-compliant holder: since when, the ISCC reference and the reason, what it
 * forbids; "Lift the non-compliance" with its reason, confirmed, for those with declaration
 * UPDATE.
 */
export function NonComplianceBanner({ holder }: { holder: Holder }) {
  const { t } = useTranslation('holders');
  const format = useFormat();
  const mayLift = useCan('declaration', 'UPDATE');
  const [open, setOpen] = useState(false);
  const marking = holder.nonCompliance;
  usePreload(mayLift && !!marking && loadDialogs);
  if (!marking) return null;
  return (
    <Alert.Root status="error" role="status" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('nonCompliance.banner', { date: format.day(marking.since) })}</Alert.Title>
        <Alert.Description>
          {t('nonCompliance.bannerText', {
            reference: marking.isccReference,
            reason: marking.reason,
          })}
        </Alert.Description>
        {mayLift && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            bg="bg"
            onClick={() => setOpen(true)}
          >
            <ShieldCheck aria-hidden /> {t('nonCompliance.lift')}
          </Button>
        )}
      </Alert.Content>
      <OpenedOnce open={open}>
        <LiftDialog holderId={holder.id} open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </Alert.Root>
  );
}
