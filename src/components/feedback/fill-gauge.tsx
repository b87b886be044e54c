import { Box, HStack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

interface FillGaugeProps {
  quantity: number;
  capacity: number;
  /** The gauge's accessible name, e.g. "Taux de remplissage". */
  label: string;
  /** Said after the value above the threshold, e.g. "presque plein". */
  warningLabel: string;
  /** At this rate (0 to 1) or above, the gauge turns to the warning colour. */
  threshold?: number;
  size?: 'sm' | 'lg';
}

export const fillRate = (quantity: number, capacity: number) =>
  capacity > 0 ? quantity / capacity : 0;

/**
 * How full a container is: a bar and the percentage as text. From the threshold on the bar, the
 * text and an icon turn to the warning colour, so that colour is never the only signal.
 */
export function FillGauge(props: FillGaugeProps) {
  const {
    quantity,
    capacity,
    label,
    warningLabel,
    threshold = NEARLY_FULL_RATE,
    size = 'sm',
  } = props;
  const { i18n } = useTranslation();
  const rate = fillRate(quantity, capacity);
  const warning = rate >= threshold;
  const percent = new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-TN' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(rate);
  const large = size === 'lg';

  return (
    <HStack gap={large ? '3' : '2'} minW={large ? undefined : '32'} data-warning={warning}>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(rate * 100)}
        aria-valuetext={warning ? `${percent}, ${warningLabel}` : percent}
        flex="1"
        h={large ? '3' : '2'}
        bg="bg.emphasized"
        rounded="full"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${Math.min(rate, 1) * 100}%`}
          bg={warning ? 'orange.solid' : 'brand.solid'}
          rounded="full"
        />
      </Box>
      <HStack
        gap="1"
        minW={large ? '16' : '12'}
        justify="end"
        color={warning ? 'fg.warning' : 'fg.muted'}
        aria-hidden
      >
        {warning && <TriangleAlert size={large ? 18 : 14} />}
        <Text
          fontSize={large ? 'lg' : 'sm'}
          fontWeight={warning || large ? 'semibold' : 'normal'}
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
        >
          {percent}
        </Text>
      </HStack>
    </HStack>
  );
}
