import { Avatar, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/form/form-field';
import { acceptedImageTypes, imageFileError } from '@/components/form/image-file';
import type { PictureChange } from '../schema';

interface ProfilePictureFieldProps {
  fullName: string;
  /** The picture saved on the server, if any. */
  savedUrl: string | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  /** A `validation.*` key, or a message the server worded. */
  error?: string;
  onError: (error: string | undefined) => void;
}

/**
 * Picks a new picture and previews it before anything is sent. A file of the wrong type or too
 * large is refused at once with the catalogue's message, and never uploaded.
 */
export function ProfilePictureField(props: ProfilePictureFieldProps) {
  const { fullName, savedUrl, change, onChange, error, onError } = props;
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const previewUrl = change.kind === 'replace' ? change.previewUrl : undefined;
  // The preview lives as long as it is shown.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const shown = change.kind === 'replace' ? previewUrl : change.kind === 'remove' ? null : savedUrl;
  const message = useErrorText()(error);

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    onError(problem);
    if (!problem) onChange({ kind: 'replace', file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <Field.Root invalid={!!error} alignItems="center" gap="4">
      <Avatar.Root boxSize="32" fontSize="3xl" colorPalette="brand">
        <Avatar.Fallback name={fullName} />
        {shown && <Avatar.Image src={shown} alt={t('picture.alt', { name: fullName })} />}
      </Avatar.Root>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptedImageTypes.join(',')}
        aria-label={t('picture.choose')}
        aria-describedby={hintId}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // The same file picked again after a refusal must still trigger a change.
          event.target.value = '';
        }}
      />
      <HStack gap="2" wrap="wrap" justify="center">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <ImageUp aria-hidden /> {t('picture.choose')}
        </Button>
        {shown && (
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={() => {
              onError(undefined);
              // Dropping a picture never saved only undoes the pick.
              onChange(savedUrl ? { kind: 'remove' } : { kind: 'keep' });
            }}
          >
            <Trash2 aria-hidden /> {t('picture.remove')}
          </Button>
        )}
      </HStack>
      <Stack gap="1" textAlign="center">
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t('picture.hint')}
        </Text>
        {change.kind !== 'keep' && !error && (
          <Text fontSize="sm" color="brand.fg">
            {t(change.kind === 'replace' ? 'picture.pending' : 'picture.removed')}
          </Text>
        )}
        {message && <Field.ErrorText justifyContent="center">{message}</Field.ErrorText>}
      </Stack>
    </Field.Root>
  );
}
