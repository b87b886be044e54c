import { Box, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RemovalVoucher } from '@generated/model';
import { DetailCard } from '@/components/layout/detail-card';

function Signature({
  label,
  src,
  missing,
}: {
  label: string;
  src: string | null;
  missing: string;
}) {
  return (
    <Box as="figure" m="0">
      <Text as="figcaption" fontSize="sm" color="fg.muted" mb="2">
        {label}
      </Text>
      {src ? (
        // A signature is drawn in dark ink: it keeps a white ground in the dark mode too.
        <Image
          src={src}
          alt={label}
          bg="white"
          borderWidth="1px"
          rounded="md"
          maxH="32"
          w="full"
          objectFit="contain"
        />
      ) : (
        <Text fontSize="sm" fontStyle="italic">
          {missing}
        </Text>
      )}
    </Box>
  );
}

/** The holder's signature (which may be missing) and the collector's. */
export function Signatures({ voucher }: { voucher: RemovalVoucher }) {
  const { t } = useTranslation('removalVouchers');
  return (
    <DetailCard title={t('detail.signatures')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Signature
          label={t('detail.holderSignature')}
          src={voucher.holderSignature}
          missing={t('detail.notSigned')}
        />
        <Signature
          label={t('detail.collectorSignature')}
          src={voucher.signature}
          missing={t('detail.notSigned')}
        />
      </SimpleGrid>
    </DetailCard>
  );
}
