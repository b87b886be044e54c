import { Toaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Spec section 9: toasts last 4000 ms and at most 3 are visible at once. At the top in the
 * middle, over the top bar: in a corner they covered what is often pressed next, the page
 * header's actions (Dispatch, Receive) after a save at the top, a form's Save after a failed save
 * at the bottom; and a toast under the pointer pauses, so it stayed in the way.
 */
export const toaster = createToaster({
  placement: 'top',
  duration: 4000,
  max: 3,
  pauseOnPageIdle: true,
});

/** Where the toasts show; its own chunk, loaded by ./toaster.tsx. */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
      </Toaster>
    </Portal>
  );
}
