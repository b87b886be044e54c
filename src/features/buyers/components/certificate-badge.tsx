import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Buyer } from '@generated/model';
import { dayOfDate } from '@/lib/contract-values';

type Certificate = Pick<Buyer, 'certificateValidFrom' | 'certificateValidUntil'>;

/**
 * Whether a buyer's certificate covers a day (today unless said): both ends are calendar days,
 * the last one still covered.
 */
export const certificateState = (buyer: Certificate, today = new Date()) => {
  const day = dayOfDate(today);
  if (buyer.certificateValidUntil < day) return 'expired' as const;
  if (buyer.certificateValidFrom > day) return 'notYet' as const;
  return 'valid' as const;
};

const PALETTE = { valid: 'green', expired: 'red', notYet: 'orange' } as const;

/** "Valable", "Expiré" or "Pas encore valable", in its colour. */
export function CertificateBadge({ buyer }: { buyer: Certificate }) {
  const { t } = useTranslation('buyers');
  const state = certificateState(buyer);
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" size="sm">
      {t(`state.${state}`)}
    </Badge>
  );
}
