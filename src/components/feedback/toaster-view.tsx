import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from './toaster-store';

/** The toasts on screen; its own chunk, loaded with the first toast (toaster.tsx). */
export default function ToasterView() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                // Full opacity: the default faded text misses the contrast ratio on red.
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
