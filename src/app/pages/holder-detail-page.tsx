import { SimpleGrid } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { HolderDetailScreen } from '@/features/holders/components/holder-detail-screen';
import { HolderVouchers } from '@/features/removal-vouchers/components/holder-vouchers';
import { HolderTours } from '@/features/tours/components/holder-tours';

export default function HolderDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new record: nothing of the previous one (its edit mode) carries over.
  return (
    <HolderDetailScreen
      key={id}
      id={id}
      history={
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" mt="5">
          <HolderVouchers holderId={id} />
          <HolderTours holderId={id} />
        </SimpleGrid>
      }
    />
  );
}
