import { Alert, Box, List } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RemovalVoucherFlag } from '@generated/model';
import { useFormat } from '@/lib/format';

/** Each flag as one sentence with its figures, in the interface's language. */
export function useFlagSentence() {
  const { t } = useTranslation('removalVouchers');
  const format = useFormat();
  return (flag: RemovalVoucherFlag) =>
    flag.kind === 'OVER_CAPACITY'
      ? t('flags.sentence.OVER_CAPACITY', {
          quantity: format.litres(flag.quantity ?? 0),
          capacity: format.litres(flag.capacity ?? 0),
        })
      : t('flags.sentence.UNUSUAL_MONTH', {
          month: format.monthLong(flag.month ?? ''),
          total: format.litres(flag.monthTotal ?? 0),
          median: format.litres(flag.median ?? 0),
        });
}

/**
 * Why a pickup does not add up, each reason one sentence that explains itself, above what the
 * reviewer reads before deciding; nothing when it adds up.
 */
export function VoucherFlags({ flags }: { flags: RemovalVoucherFlag[] }) {
  const { t } = useTranslation('removalVouchers');
  const sentence = useFlagSentence();
  if (flags.length === 0) return null;
  const title = t('flags.title', { count: flags.length });
  return (
    <Alert.Root status="warning" alignItems="start" role="region" aria-label={title}>
      <Alert.Indicator>
        <TriangleAlert />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root gap="1" ps="4">
            {flags.map((flag) => (
              <List.Item key={flag.kind}>{sentence(flag)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A flagged row's mark in the list: an icon named by the kinds of its flags. */
export function FlagMark({ flags }: { flags: RemovalVoucherFlag[] }) {
  const { t } = useTranslation('removalVouchers');
  if (flags.length === 0) return null;
  const label = t('flags.mark', {
    kinds: flags.map((flag) => t(`flag.${flag.kind}`)).join(', '),
  });
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      color="fg.warning"
      display="inline-flex"
      verticalAlign="middle"
    >
      <TriangleAlert size={16} aria-hidden />
    </Box>
  );
}
