import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetCurrentUserMockHandler,
  getUpdateProfileMockHandler,
} from '@generated/api/auth/auth.msw';
import { getGetHealthMockHandler } from '@generated/api/public/public.msw';
import { getUploadImageMockHandler } from '@generated/api/uploads/uploads.msw';
import type { ProfileUpdate, User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '../render';

// jsdom draws no images and has no object URLs; the preview only needs one to point at.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const pictureUrl = 'https://cdn.collecte-huile.tn/uploads/amira.webp';

/** What an upload carried: its content type and the multipart part of its file. */
interface SentUpload {
  contentType: string;
  filePart: string;
}

/** Answers uploads and profile updates with success, and keeps what was sent. */
const captureSaves = () => {
  const profiles: ProfileUpdate[] = [];
  const uploads: SentUpload[] = [];
  server.use(
    getUploadImageMockHandler(async ({ request }) => {
      // Read raw: Node's multipart parser refuses jsdom's File.
      const body = new Uint8Array(await request.arrayBuffer());
      const text = new TextDecoder('latin1').decode(body);
      uploads.push({
        contentType: request.headers.get('Content-Type') ?? '',
        filePart:
          /Content-Disposition: form-data; name="file"; filename="[^"]*"\r\nContent-Type: \S+/.exec(
            text,
          )?.[0] ?? '',
      });
      return { url: pictureUrl, contentType: 'image/webp', size: body.length };
    }),
    getUpdateProfileMockHandler(async ({ request }) => {
      const body = (await request.json()) as ProfileUpdate;
      profiles.push(body);
      return { ...users.admin, ...body };
    }),
  );
  return { profiles, uploads };
};

const openProfile = async (user: User = users.admin) => {
  const view = renderApp('/profile/', { user });
  // The first screen of a file loads its lazy chunk cold: allow for a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' }, { timeout: 15_000 });
  return view;
};

// Labels end with the required indicator; the start of the label names the field.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole('button', { name: 'Enregistrer le profil' });
const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/** Picks `picked` in the picture input, as the file dialog would, whatever its `accept`. */
const pick = async (picked: File) => {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('Choisir une photo'), picked);
};

describe('profile: validation before anything is sent (spec section 5)', () => {
  it('prefills the form from the current user', async () => {
    await openProfile();
    expect(field('Prénom')).toHaveValue('Amira');
    expect(field('Nom')).toHaveValue('Trabelsi');
    expect(field('Adresse e-mail')).toHaveValue('amira.trabelsi@collecte-huile.tn');
    expect(field('Numéro de téléphone')).toHaveValue('+216 98 123 456');
  });

  it('rule "at least one of e-mail or phone": both emptied shows the message and sends nothing', async () => {
    const { profiles } = captureSaves();
    const { user } = await openProfile();
    await user.clear(field('Adresse e-mail'));
    await user.clear(field('Numéro de téléphone'));
    await user.click(save());

    expect(
      await screen.findByText('Au moins un e-mail ou un numéro de téléphone est requis'),
    ).toBeInTheDocument();
    expect(profiles).toEqual([]);

    // Filling the phone clears the message: each of the two re-checks the other.
    await user.type(field('Numéro de téléphone'), '71 000 000');
    await waitFor(() =>
      expect(
        screen.queryByText('Au moins un e-mail ou un numéro de téléphone est requis'),
      ).not.toBeInTheDocument(),
    );
  });

  it('rule "at least one of e-mail or phone", in English: the exact English message', async () => {
    await changeLanguage('en');
    const { user } = renderApp('/profile/', { user: users.admin });
    await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 15_000 });
    await user.clear(await screen.findByLabelText(/^E-mail address/));
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('At least one of email or phone number is required'),
    ).toBeInTheDocument();
  });

  it('rule "valid e-mail": an invalid address shows the message and sends nothing', async () => {
    const { profiles } = captureSaves();
    const { user } = await openProfile();
    await user.clear(field('Adresse e-mail'));
    await user.type(field('Adresse e-mail'), 'amira@');
    await user.click(save());
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide'),
    ).toBeInTheDocument();
    expect(profiles).toEqual([]);
  });

  it('rule "valid phone": too few digits shows the message and sends nothing', async () => {
    const { profiles } = captureSaves();
    const { user } = await openProfile();
    await user.clear(field('Numéro de téléphone'));
    await user.type(field('Numéro de téléphone'), '+216 98');
    await user.click(save());
    expect(
      await screen.findByText('Veuillez saisir un numéro de téléphone valide'),
    ).toBeInTheDocument();
    expect(profiles).toEqual([]);
  });

  it('rule "image types jpeg, jpg, png, webp": a GIF is refused with the catalogue message, nothing uploaded', async () => {
    const { profiles, uploads } = captureSaves();
    const { user } = await openProfile();
    await pick(file('animation.gif', 'image/gif', 2048));
    expect(
      await screen.findByText('Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement'),
    ).toBeInTheDocument();
    expect(screen.queryByAltText(/Photo de profil/)).not.toBeInTheDocument();

    await user.click(save());
    await screen.findByText('Votre profil a été mis à jour');
    expect(uploads).toEqual([]);
    expect(profiles[0]).not.toHaveProperty('profilePicture');
  });

  it('rule "image at most 3.1 MB": a 4 MB picture is refused with the catalogue message, nothing uploaded', async () => {
    const { uploads } = captureSaves();
    await openProfile();
    await pick(file('portrait.png', 'image/png', 4 * 1024 * 1024));
    expect(
      await screen.findByText('Le fichier est trop volumineux (3,1 Mo au maximum)'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});

describe('profile: saving (spec section 7, PATCH /auth/profile)', () => {
  it('rule "upload then update": a new picture is previewed, uploaded as multipart, and its URL saved with the fields', async () => {
    const { profiles, uploads } = captureSaves();
    const { user } = await openProfile();
    await user.clear(field('Numéro de téléphone'));
    await user.type(field('Numéro de téléphone'), '+216  71 000 000 ');
    await pick(file('portrait.webp', 'image/webp', 200_000));
    // Chakra shows the image once it has loaded, which never happens in jsdom.
    expect(screen.getByAltText('Photo de profil de Amira Trabelsi')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(
      screen.getByText('La nouvelle photo sera enregistrée avec le profil.'),
    ).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('Votre profil a été mis à jour')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // Between jsdom's File and Node's FormData the file keeps its type but loses its name and
    // bytes; a browser sends all three.
    expect(uploads[0]!.filePart).toMatch(
      /^Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: image\/webp$/,
    );
    expect(profiles).toEqual([
      {
        firstName: 'Amira',
        lastName: 'Trabelsi',
        email: 'amira.trabelsi@collecte-huile.tn',
        phoneNumber: '+216 71 000 000',
        profilePicture: pictureUrl,
      },
    ]);
  });

  it('rule "empty e-mail means absent" and "remove the picture": sends an empty e-mail and profilePicture null', async () => {
    const { profiles } = captureSaves();
    const { user } = await openProfile({ ...users.admin, profilePicture: pictureUrl });
    await user.clear(field('Adresse e-mail'));
    await user.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    expect(screen.getByText("La photo sera retirée à l'enregistrement.")).toBeInTheDocument();
    await user.click(save());

    await screen.findByText('Votre profil a été mis à jour');
    expect(profiles).toEqual([
      {
        firstName: 'Amira',
        lastName: 'Trabelsi',
        email: '',
        phoneNumber: '+216 98 123 456',
        profilePicture: null,
      },
    ]);
  });

  it('rule "server errors show on the form": a 400 keeps the input, shows the message and marks the field', async () => {
    const issue = 'Cette adresse e-mail est déjà utilisée';
    server.use(
      http.patch('*/auth/profile', () =>
        HttpResponse.json(
          {
            ...errorBody(400, '400:BAD_REQUEST', 'Requête invalide'),
            details: { issues: [{ code: 'custom', message: issue, path: ['email'] }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProfile();
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Amina');
    await user.clear(field('Adresse e-mail'));
    await user.type(field('Adresse e-mail'), 'direction@collecte-huile.tn');
    await user.click(save());

    const form = save().closest('form')!;
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent("Le profil n'a pas été enregistré");
    expect(alert).toHaveTextContent('Requête invalide');
    expect(within(form).getByText(issue)).toBeInTheDocument();
    expect(field('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Prénom')).toHaveValue('Amina');
    expect(field('Adresse e-mail')).toHaveValue('direction@collecte-huile.tn');
  });

  it('rule "the header follows": after a save the current user is asked again and the header shows the new name', async () => {
    const { profiles } = captureSaves();
    const { user } = await openProfile();
    server.use(getGetCurrentUserMockHandler({ ...users.admin, firstName: 'Amina' }));
    await user.clear(field('Prénom'));
    await user.type(field('Prénom'), 'Amina');
    await user.click(save());

    // The user menu's button is named by the person it shows, then by what it is.
    expect(
      await screen.findByRole('button', { name: /^Amina Trabelsi.*Menu utilisateur$/ }),
    ).toBeInTheDocument();
    expect(profiles).toHaveLength(1);
  });
});

describe('profile: the version the server runs (GET /public/health)', () => {
  const health = { status: 'ok' as const, serverTime: '2026-11-22T08:30:00.000Z' };

  it('shows the version and the short commit', async () => {
    server.use(getGetHealthMockHandler({ ...health, version: '1.0.0', commit: '3f2c9a1e0b7d' }));
    await openProfile();
    expect(await screen.findByText('Version 1.0.0 (3f2c9a1)')).toBeVisible();
  });

  it('in English, and without a commit when the server does not know it', async () => {
    await changeLanguage('en');
    server.use(getGetHealthMockHandler({ ...health, version: '1.2.0', commit: null }));
    renderApp('/profile/', { user: users.admin });
    await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 15_000 });
    expect(await screen.findByText('Version 1.2.0')).toBeVisible();
  });
});
