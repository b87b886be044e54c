// The stack alone, for the sign-in page (scripts/bench/floor.ts): the libraries the product is
// built on, each used as the sign-in page uses it, with the product's theme and none of its own
// code. No layout, no error messages, no translations beyond two words, no HTTP client.
import { Button, Card, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { mount } from './mount';

const schema = z.object({
  login: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(8)),
});

function SignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useMutation({
    mutationFn: (body: z.infer<typeof schema>) =>
      fetch('/api/v1/auth/signin', { method: 'POST', body: JSON.stringify(body) }),
  });
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema) });
  const submit = handleSubmit((body) =>
    signIn.mutate(body, { onSuccess: () => void navigate(params.get('next') ?? '/') }),
  );
  return (
    <Card.Root>
      <Card.Body>
        <Heading>{t('signIn.title')}</Heading>
        <form onSubmit={(event) => void submit(event)}>
          <Stack>
            <Field.Root invalid={!!formState.errors.login}>
              <Field.Label>{t('signIn.login')}</Field.Label>
              <Input {...register('login')} />
              <Field.ErrorText>{formState.errors.login?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!formState.errors.password}>
              <Field.Label>{t('signIn.login')}</Field.Label>
              <Input type="password" {...register('password')} />
            </Field.Root>
            <Button type="submit" loading={signIn.isPending}>
              {t('signIn.login')}
            </Button>
            <Link to="/forgot">{t('signIn.login')}</Link>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

mount(SignIn, { fr: { auth: { signIn: { title: 'Connexion', login: 'Identifiant' } } } });
