import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '@generated/model';

/** Planned amber (as every planned thing), dispatched blue (on its way), received green. */
const PALETTE: Record<ShipmentStatus, string> = {
  PLANNED: 'amber',
  DISPATCHED: 'blue',
  RECEIVED: 'green',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('shipments');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
