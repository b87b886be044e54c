import { SimpleGrid } from '@chakra-ui/react';
import { HolderDetailScreen } from '@/features/holders/components/holder-detail-screen';
import { HolderRemovalVouchers } from '@/features/removal-vouchers/components/holder-removal-vouchers';
import { HolderTours } from '@/features/tours/components/holder-tours';

/** A holder's page: its record, then its vouchers and tours (two other features, composed here). */
export function HolderDetail({ id }: { id: string }) {
  return (
    <HolderDetailScreen
      id={id}
      history={
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" mt="5">
          <HolderRemovalVouchers holderId={id} />
          <HolderTours holderId={id} />
        </SimpleGrid>
      }
    />
  );
}
