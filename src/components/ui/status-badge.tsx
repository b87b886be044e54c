import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * One colour per status on every screen (docs/decisions/0017-look-and-feel.md): PENDING orange,
 * PLANNED amber; the rest
 * by meaning (done green, wrong red, waiting blue, off grey).
 */
export const statusPalette = {
  PENDING: 'orange',
  PLANNED: 'amber',
  COLLECTED: 'green',
  ANOMALY: 'red',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  REVOKED: 'red',
  AWAITING: 'blue',
  CONFIRMED: 'green',
  NOT_CONFIRMED: 'red',
  OPEN: 'orange',
  IN_PROGRESS: 'blue',
  RESOLVED: 'green',
} as const;

export type Status = keyof typeof statusPalette;

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
