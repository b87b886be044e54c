import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A contract has expired once its last day (a calendar day, stored at midnight UTC) is before
 * today's: the end day itself is still covered.
 */
const contractExpired = (contractEndDate: string, today = new Date()) =>
  contractEndDate.slice(0, 10) < today.toISOString().slice(0, 10);

/** "Expiré" beside a contract whose last day is past; nothing otherwise. */
export function ExpiredBadge({ contractEndDate }: { contractEndDate: string }) {
  const { t } = useTranslation('subcontractors');
  return contractExpired(contractEndDate) ? (
    <Badge colorPalette="red" variant="subtle" size="sm">
      {t('detail.contractExpired')}
    </Badge>
  ) : null;
}
