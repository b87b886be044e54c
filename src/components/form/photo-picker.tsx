import { Box, Button, Field, HStack, IconButton, Image, Text, Wrap } from '@chakra-ui/react';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useErrorText } from './form-field';
import { acceptedImageTypes, imageFileError } from './image-file';

/** A picked image: previewed at once, uploaded on saving (then `url` is the server's answer). */
export interface PickedPhoto {
  key: string;
  file: File;
  previewUrl: string;
  url?: string;
}

interface PhotoPickerProps {
  label: string;
  /** Names the add button and the file input. */
  addLabel: string;
  /** Names each remove button, from the file's name. */
  removeLabel: (fileName: string) => string;
  hint?: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  max: number;
  /** A `validation.*` key of the common namespace, or a message the server worded. */
  error?: string;
  onError: (error: string | undefined) => void;
  disabled?: boolean;
}

/**
 * Images added one by one and previewed before anything is sent. A file of the wrong type or
 * too large is refused at once with the catalogue's message and never uploaded.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const { photos, onChange, onError, error, max } = props;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  // Previews live as long as the picker: the ones still shown are freed when it goes.
  useEffect(
    () => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)),
    [],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    onError(problem);
    if (problem) return;
    const key = `${file.name}-${file.size}-${file.lastModified}-${photos.length}`;
    onChange([...photos, { key, file, previewUrl: URL.createObjectURL(file) }]);
  };
  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    onError(undefined);
    onChange(photos.filter((p) => p.key !== photo.key));
  };
  const message = useErrorText()(error);

  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{props.label}</Field.Label>
      {photos.length > 0 && (
        <Wrap gap="3" mb="2">
          {photos.map((photo) => (
            <Box key={photo.key} position="relative">
              <Image
                src={photo.previewUrl}
                alt={photo.file.name}
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
                aria-label={props.removeLabel(photo.file.name)}
                disabled={props.disabled}
                onClick={() => remove(photo)}
              >
                <X aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Wrap>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptedImageTypes.join(',')}
        aria-label={props.addLabel}
        aria-describedby={hintId}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // The same file picked again after a refusal must still trigger a change.
          event.target.value = '';
        }}
      />
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          disabled={props.disabled || photos.length >= max}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden /> {props.addLabel}
        </Button>
        {props.hint && (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {props.hint}
          </Text>
        )}
      </HStack>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
