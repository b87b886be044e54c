import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Fieldset,
  HStack,
  IconButton,
  Image,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RemovalVoucher, RemovalVoucherAmendment } from '@generated/model';
import { createRemovalVoucherAmendmentBodyReasonMax } from '@generated/zod-mini/removal-vouchers/removal-vouchers.zod';
import { QuestionDialog } from '@/components/feedback/question-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/form-fields';
import { PhotoPicker, type PickedPhoto } from '@/components/form/photo-picker';
import { HolderPicker } from '@/components/pickers/holder-picker';
import { DrawerForm } from '@/components/record/drawer-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { useFormat } from '@/lib/format';
import {
  amendmentInputOf,
  amendmentMessages,
  amendmentSchema,
  maxPhotos,
  maxTanks,
  type AmendmentInput,
  type AmendmentValues,
} from '../amendment-schema';
import { ImageUploadError, useAmendRemovalVoucher } from '../api/use-amend-removal-voucher';

interface AmendFormProps {
  voucher: RemovalVoucher;
  onDone: () => void;
  onReload: () => Promise<RemovalVoucher | undefined>;
}

const withUrl = (key: string, url: string) => (photos: PickedPhoto[]) =>
  photos.map((photo) => (photo.key === key ? { ...photo, url } : photo));

/**
 * The correction of a decided voucher: the reason (required) and its sealed fields, prefilled
 * with its values; its images kept, removed or replaced. Saving asks first (an amendment stays
 * for good); a failure keeps everything typed and picked, and a retry uploads nothing twice.
 */
function AmendForm({ voucher, onDone, onReload }: AmendFormProps) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const { amend, uploading } = useAmendRemovalVoucher(voucher);
  const [keptPhotos, setKeptPhotos] = useState(voucher.photos);
  const [newPhotos, setNewPhotos] = useState<PickedPhoto[]>([]);
  const [signature, setSignature] = useState<PickedPhoto[]>([]);
  const [holderSignature, setHolderSignature] = useState<PickedPhoto[]>([]);
  const [imageError, setImageError] = useState<string>();
  const [asking, setAsking] = useState<(answer: boolean) => void>();

  const answer = (yes: boolean) => {
    asking?.(yes);
    setAsking(undefined);
  };

  const onUploaded = (key: string, url: string) => {
    for (const set of [setNewPhotos, setSignature, setHolderSignature]) set(withUrl(key, url));
  };

  const { form, frame } = useRecordForm<AmendmentInput, AmendmentValues, RemovalVoucherAmendment>({
    resolver: zodResolver(amendmentSchema, { error: amendmentMessages }),
    defaultValues: amendmentInputOf(voucher, format.decimal),
    confirm: () => new Promise((resolve) => setAsking(() => resolve)),
    save: async (values) => {
      const saved = await amend(
        values,
        { keptPhotos, newPhotos, signature, holderSignature },
        onUploaded,
      );
      notifySuccess(t('amend.saved'));
      return saved;
    },
    onSaved: onDone,
    onReload: async () => {
      await onReload();
      return undefined;
    },
    dirty:
      keptPhotos.length !== voucher.photos.length ||
      newPhotos.length + signature.length + holderSignature.length > 0,
    failureOf: (error) => {
      if (!(error instanceof ImageUploadError)) return undefined;
      setImageError(error.message);
      return { kind: 'error', title: t('amend.uploadErrorTitle'), message: error.message };
    },
    // The tanks' and the images' issues are said in the failure's alert.
    fields: ['reason', 'dueSum', 'holderId', 'removalDate'],
    texts: {
      errorTitle: t('amend.errorTitle'),
      conflictTitle: t('amend.conflictTitle'),
      conflict: t('amend.conflict'),
    },
  });
  const tanks = useFieldArray({ control: form.control, name: 'tanks' });
  const errors = form.formState.errors;
  const pickerProps = {
    removeLabel: (name: string) => t('amend.removeImage', { name }),
    onError: setImageError,
    disabled: frame.busy,
  };

  return (
    <DrawerForm
      frame={frame}
      onCancel={onDone}
      submit={t('amend.submit')}
      busyText={uploading ? t('amend.uploading') : undefined}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('amend.intro')}
      </Text>
      <FormField
        label={t('amend.reason')}
        required
        error={errors.reason?.message}
        helperText={t('amend.reasonHelp')}
      >
        <Textarea
          rows={3}
          maxLength={createRemovalVoucherAmendmentBodyReasonMax}
          {...form.register('reason')}
        />
      </FormField>

      <Fieldset.Root>
        <Fieldset.Legend>{t('detail.tanks')}</Fieldset.Legend>
        <Stack gap="3" mt="2">
          {tanks.fields.map((row, index) => {
            const rowErrors = errors.tanks?.[index];
            return (
              <Box key={row.id} borderWidth="1px" rounded="md" p="3">
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
                  <FormField
                    label={t('amend.tankNumber', { n: index + 1 })}
                    required
                    error={rowErrors?.tankNumber?.message}
                  >
                    <Input inputMode="numeric" {...form.register(`tanks.${index}.tankNumber`)} />
                  </FormField>
                  <FormField
                    label={t('amend.quantity')}
                    required
                    error={rowErrors?.extractedQuantity?.message}
                  >
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      {...form.register(`tanks.${index}.extractedQuantity`)}
                    />
                  </FormField>
                  <FormField
                    label={t('detail.tankObservations')}
                    error={rowErrors?.observations?.message}
                  >
                    <Input {...form.register(`tanks.${index}.observations`)} />
                  </FormField>
                </SimpleGrid>
                {tanks.fields.length > 1 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    mt="2"
                    onClick={() => tanks.remove(index)}
                  >
                    <Trash2 size={14} aria-hidden /> {t('amend.removeTank', { n: index + 1 })}
                  </Button>
                )}
              </Box>
            );
          })}
          {tanks.fields.length < maxTanks && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() =>
                tanks.append({
                  tankNumber: String(tanks.fields.length + 1),
                  extractedQuantity: '',
                  observations: '',
                })
              }
            >
              <Plus size={16} aria-hidden /> {t('amend.addTank')}
            </Button>
          )}
        </Stack>
      </Fieldset.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          form={form}
          name="dueSum"
          label={`${t('detail.dueSum')} (TND)`}
          kind="decimal"
          required
        />
        <TextField
          form={form}
          name="removalDate"
          label={t('detail.removalDate')}
          kind="date"
          required
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="holderId"
        render={({ field }) => (
          <HolderPicker
            withCity
            label={t('detail.holder')}
            required
            value={field.value || undefined}
            onChange={(holder) => field.onChange(holder?.id ?? '')}
            onBlur={field.onBlur}
            clearLabel={t('amend.clearHolder')}
            error={errors.holderId?.message}
          />
        )}
      />

      <Fieldset.Root>
        <Fieldset.Legend>{t('detail.photos')}</Fieldset.Legend>
        <Stack gap="3" mt="2">
          {keptPhotos.length > 0 && (
            <Wrap gap="3">
              {keptPhotos.map((url, index) => (
                <Box key={url} position="relative">
                  <Image
                    src={url}
                    alt={t('detail.photo', { n: index + 1, count: keptPhotos.length })}
                    boxSize="24"
                    objectFit="cover"
                    borderRadius="md"
                    borderWidth="1px"
                  />
                  <IconButton
                    size="2xs"
                    variant="solid"
                    colorPalette="gray"
                    position="absolute"
                    top="1"
                    insetEnd="1"
                    aria-label={t('amend.removePhoto', { n: index + 1 })}
                    disabled={frame.busy}
                    onClick={() => setKeptPhotos(keptPhotos.filter((kept) => kept !== url))}
                  >
                    <X aria-hidden />
                  </IconButton>
                </Box>
              ))}
            </Wrap>
          )}
          <PhotoPicker
            {...pickerProps}
            label={t('amend.newPhotos')}
            addLabel={t('amend.addPhoto')}
            photos={newPhotos}
            onChange={setNewPhotos}
            max={maxPhotos - keptPhotos.length}
            error={imageError}
          />
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>{t('detail.signatures')}</Fieldset.Legend>
        <Text fontSize="sm" color="fg.muted">
          {t('amend.signaturesHelp')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
          <PhotoPicker
            {...pickerProps}
            label={t('detail.holderSignature')}
            addLabel={t('amend.replaceHolderSignature')}
            photos={holderSignature}
            onChange={setHolderSignature}
            max={1}
          />
          <PhotoPicker
            {...pickerProps}
            label={t('detail.collectorSignature')}
            addLabel={t('amend.replaceSignature')}
            photos={signature}
            onChange={setSignature}
            max={1}
          />
        </SimpleGrid>
      </Fieldset.Root>

      <QuestionDialog
        open={asking !== undefined}
        title={t('amend.confirmTitle', { number: voucher.number })}
        description={t('amend.confirmMessage')}
        cancel={{ label: tc('actions.cancel'), onClick: () => answer(false) }}
        confirm={{
          label: t('amend.confirm'),
          onClick: () => answer(true),
          colorPalette: 'brand',
        }}
      />
    </DrawerForm>
  );
}

interface AmendDrawerProps {
  voucher: RemovalVoucher;
  open: boolean;
  onClose: () => void;
  /** After a 412: fetches the latest version of the voucher. */
  onReload: () => Promise<RemovalVoucher | undefined>;
}

/** "Amend voucher …" over the voucher's page: the correction form in a drawer. */
export function AmendDrawer({ voucher, open, onClose, onReload }: AmendDrawerProps) {
  const { t } = useTranslation('removalVouchers');
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <HStack gap="3" pe="8">
                <Drawer.Title>{t('amend.title', { number: voucher.number })}</Drawer.Title>
              </HStack>
            </Drawer.Header>
            {/* A version reloaded after a 412 is a new form, prefilled with its values. */}
            {open && (
              <AmendForm
                key={voucher.updatedAt}
                voucher={voucher}
                onDone={onClose}
                onReload={onReload}
              />
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('amend.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
