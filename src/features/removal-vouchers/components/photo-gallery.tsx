import {
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Image,
  Portal,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '@/components/layout/detail-card';

/**
 * The pickup's photos as thumbnails; each opens full size in a dialog where the arrow keys (and
 * the buttons) go to the previous or next photo and Escape closes, focus returning to the
 * thumbnail.
 */
export function PhotoGallery({ photos }: { photos: string[] }) {
  const { t } = useTranslation('removalVouchers');
  const [open, setOpen] = useState<number>();
  const count = photos.length;
  const go = (step: number) =>
    setOpen((index) => (index !== undefined ? (index + step + count) % count : index));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const label = (index: number) => t('detail.photo', { n: index + 1, count });

  return (
    <DetailCard title={t('detail.photos')}>
      {count === 0 ? (
        <Text color="fg.muted">{t('detail.noPhotos')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, sm: 3, md: 4 }} gap="3" listStyleType="none">
          {photos.map((src, index) => (
            <li key={`${index}-${src.slice(-24)}`}>
              <chakra.button
                type="button"
                display="block"
                w="full"
                rounded="md"
                overflow="hidden"
                borderWidth="1px"
                cursor="zoom-in"
                aria-label={t('detail.openPhoto', { n: index + 1, count })}
                onClick={() => setOpen(index)}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                }}
              >
                <Image src={src} alt="" aspectRatio={4 / 3} objectFit="cover" w="full" />
              </chakra.button>
            </li>
          ))}
        </SimpleGrid>
      )}
      <Dialog.Root
        open={open !== undefined}
        onOpenChange={(details) => !details.open && setOpen(undefined)}
        size="xl"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" onKeyDown={onKeyDown}>
              <Dialog.Header>
                <Dialog.Title>{open !== undefined && label(open)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {open !== undefined && (
                  <Image
                    src={photos[open]}
                    alt={label(open)}
                    maxH="70vh"
                    w="full"
                    objectFit="contain"
                  />
                )}
              </Dialog.Body>
              {count > 1 && (
                <Dialog.Footer>
                  <HStack justify="space-between" w="full">
                    <Button variant="outline" onClick={() => go(-1)}>
                      <ChevronLeft aria-hidden /> {t('detail.previousPhoto')}
                    </Button>
                    <Button variant="outline" onClick={() => go(1)}>
                      {t('detail.nextPhoto')} <ChevronRight aria-hidden />
                    </Button>
                  </HStack>
                </Dialog.Footer>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('detail.closePhoto')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </DetailCard>
  );
}
