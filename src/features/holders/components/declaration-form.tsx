import { Box, Button, Field, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/feedback/toaster';
import { TextField } from '@/components/form/form-fields';
import { acceptedScanTypes, imageFileError } from '@/components/form/image-file';
import { SignaturePad } from '@/components/form/signature-pad';
import { RecordDrawer } from '@/components/layout/record-drawer';
import { DrawerForm } from '@/components/record/drawer-form';
import { useRecordForm } from '@/components/record/use-record-form';
import {
  DeclarationUploadError,
  useRecordDeclaration,
  type PendingFile,
} from '../api/use-declarations';
import {
  currentTextVersion,
  declarationFields,
  declarationMessages,
  declarationSchema,
  emptyDeclaration,
  toDeclarationBody,
  todayInTunis,
  type DeclarationInput,
  type DeclarationValues,
} from '../declaration-schema';

/** Neither a scan nor a signature: the declaration is not signed. */
class UnsignedError extends Error {}

interface DeclarationDrawerProps {
  holderId: string;
  onClose: () => void;
}

/** "Record a declaration" over the holder's page, as the app's other forms in a drawer. */
export function DeclarationDrawer({ holderId, onClose }: DeclarationDrawerProps) {
  const { t } = useTranslation('holders');
  return (
    <RecordDrawer
      isNew
      query={{ error: null, refetch: () => Promise.resolve() }}
      title={t('declarationForm.title')}
      ns="holders"
      notFoundIcon={null}
      skeleton={[]}
      onClose={onClose}
    >
      <DeclarationForm holderId={holderId} onDone={onClose} />
    </RecordDrawer>
  );
}

/**
 * A holder's signed self-declaration: the text it signs (FR/EN), the date, who signed and their
 * role, the two answers, and the proof: a scan (PDF or image) or a signature drawn on screen.
 * The files are uploaded on saving; a failure keeps everything typed, picked and drawn, and a
 * retry does not upload twice.
 */
export function DeclarationForm({ holderId, onDone }: { holderId: string; onDone: () => void }) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const { record, uploading, saving } = useRecordDeclaration(holderId);
  const [scan, setScan] = useState<(PendingFile & { name: string }) | undefined>();
  const [signature, setSignature] = useState<PendingFile | undefined>();
  const [proofError, setProofError] = useState<string>();
  const scanInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const texts = {
    errorTitle: t('declarationForm.errorTitle'),
  };
  const { form, frame } = useRecordForm<DeclarationInput, DeclarationValues, unknown>({
    resolver: zodResolver(declarationSchema, { error: declarationMessages }),
    defaultValues: emptyDeclaration(todayInTunis()),
    dirty: !!scan || !!signature,
    save: async (values) => {
      if (!scan && !signature) throw new UnsignedError();
      const saved = await record(toDeclarationBody(values), { scan, signature }, (which, url) =>
        which === 'scan'
          ? setScan((current) => current && { ...current, url })
          : setSignature((current) => current && { ...current, url }),
      );
      notifySuccess(t('declarationForm.saved'));
      return saved;
    },
    onSaved: onDone,
    fields: [...declarationFields, 'overTenTonnes', 'animalFat'],
    texts,
    failureOf: (error) => {
      if (error instanceof UnsignedError) {
        setProofError(t('declarationForm.proofHint'));
        return { kind: 'error', title: texts.errorTitle, message: t('declarationForm.proofHint') };
      }
      if (!(error instanceof DeclarationUploadError)) return undefined;
      return {
        kind: 'error',
        title: t('declarationForm.uploadErrorTitle'),
        message: error.message,
      };
    },
  });
  const yesNo = [
    { value: 'yes', label: t('declarationForm.yes') },
    { value: 'no', label: t('declarationForm.no') },
  ];

  const pickScan = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file, acceptedScanTypes);
    setProofError(
      problem === 'validation.fileType' ? t('declarationForm.scanType') : problem && tc(problem),
    );
    if (!problem) setScan({ file, name: file.name });
  };

  return (
    <DrawerForm
      frame={frame}
      onCancel={onDone}
      submit={t('declarationForm.submit')}
      busyText={uploading ? t('declarationForm.saving') : undefined}
    >
      <Box as="section" bg="bg.muted" rounded="md" p="4" aria-labelledby={`${hintId}-text`}>
        <Heading as="h3" size="sm" id={`${hintId}-text`} mb="2">
          {t('declarationForm.text', { version: currentTextVersion })}
        </Heading>
        <Text fontSize="sm">{t('declarationForm.body')}</Text>
      </Box>
      <Stack gap="4">
        <TextField
          form={form}
          name="signedOn"
          kind="date"
          required
          label={t('declarationForm.signedOn')}
          max={todayInTunis()}
        />
        <TextField
          form={form}
          name="signerName"
          required
          autoComplete="off"
          label={t('declarationForm.signerName')}
        />
        <TextField
          form={form}
          name="signerRole"
          required
          label={t('declarationForm.signerRole')}
          hint={t('declarationForm.signerRoleHint')}
        />
        <TextField
          form={form}
          name="overTenTonnes"
          required
          options={yesNo}
          choose={t('form.choose')}
          label={t('declarationForm.overTenTonnes')}
        />
        <TextField
          form={form}
          name="animalFat"
          required
          options={yesNo}
          choose={t('form.choose')}
          label={t('declarationForm.animalFat')}
          hint={t('declarationForm.animalFatHint')}
        />
      </Stack>
      <Field.Root invalid={!!proofError} required>
        <Field.Label>
          {t('declarationForm.proof')} <Field.RequiredIndicator />
        </Field.Label>
        <Text fontSize="sm" color="fg.muted" id={hintId} mb="2">
          {t('declarationForm.proofHint')}
        </Text>
        <Stack gap="4" w="full">
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {t('declarationForm.scan')}
            </Text>
            <input
              ref={scanInput}
              type="file"
              hidden
              accept={acceptedScanTypes.join(',')}
              aria-label={t('declarationForm.chooseScan')}
              aria-describedby={hintId}
              onChange={(event) => {
                pickScan(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <HStack gap="3" wrap="wrap">
              <Button
                variant="outline"
                size="sm"
                disabled={saving}
                onClick={() => scanInput.current?.click()}
              >
                <FileUp aria-hidden /> {t('declarationForm.chooseScan')}
              </Button>
              {scan ? (
                <HStack gap="1">
                  <Text fontSize="sm">{scan.name}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('declarationForm.removeScan')}
                    disabled={saving}
                    onClick={() => setScan(undefined)}
                  >
                    <X aria-hidden />
                  </Button>
                </HStack>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {t('declarationForm.scanHint')}
                </Text>
              )}
            </HStack>
          </Box>
          <SignaturePad
            label={t('declarationForm.signaturePad')}
            hint={t('declarationForm.signatureHint')}
            clearLabel={t('declarationForm.clearSignature')}
            disabled={saving}
            onChange={(png) => {
              setSignature(png ? { file: png } : undefined);
              if (png) setProofError(undefined);
            }}
          />
        </Stack>
        {proofError && <Field.ErrorText>{proofError}</Field.ErrorText>}
      </Field.Root>
    </DrawerForm>
  );
}
