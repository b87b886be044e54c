import { Button, Card, Flex, Grid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { FailureAlert } from '@/components/feedback/failure-alert';
import { personName } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { PictureUploadError, useSaveProfile } from '../api/use-save-profile';
import {
  profileMessages,
  profileSchema,
  profileValuesOf,
  type PictureChange,
  type ProfileInput,
  type ProfileValues,
} from '../schema';
import { ProfileFields } from './profile-fields';
import { ProfilePictureField } from './profile-picture-field';

const fields = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** The signed-in user's own profile, prefilled from the current user. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { save, saving } = useSaveProfile();
  const [picture, setPicture] = useState<PictureChange>({ kind: 'keep' });
  const [pictureError, setPictureError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema, { error: profileMessages }),
    defaultValues: profileValuesOf(user),
  });
  const fullName = personName(user);
  const dirty = form.formState.isDirty || picture.kind !== 'keep';

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const saved = await save(values, picture);
      form.reset(profileValuesOf(saved));
      setPicture({ kind: 'keep' });
    } catch (error) {
      // What the user typed stays; the message shows on the form as well as in the toast.
      if (error instanceof PictureUploadError) {
        setPictureError(error.message);
        setServerError(error.message);
      } else {
        setServerError(applyServerErrors(error, form.setError, fields));
      }
    }
  });

  const discard = () => {
    form.reset(profileValuesOf(user));
    setPicture({ kind: 'keep' });
    setPictureError(undefined);
    setServerError(undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">{t('picture.title')}</Card.Title>
            </Card.Header>
            <Card.Body>
              <ProfilePictureField
                fullName={fullName}
                savedUrl={user.profilePicture}
                change={picture}
                onChange={setPicture}
                error={pictureError}
                onError={setPictureError}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">{t('identity.title')}</Card.Title>
              <Card.Description>{t('identity.description')}</Card.Description>
            </Card.Header>
            <Card.Body>
              <ProfileFields form={form} />
            </Card.Body>
          </Card.Root>
        </Grid>
        {/* Above the buttons, where the user is looking when the save fails. */}
        {serverError && (
          <FailureAlert failure={{ kind: 'error', title: t('errorTitle'), message: serverError }} />
        )}
        {/* On a narrow screen the buttons span the width, the main one on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <Button variant="ghost" onClick={discard} disabled={!dirty || saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {t('save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
