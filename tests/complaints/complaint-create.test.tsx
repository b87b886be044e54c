import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { complaintClerk, holders } from '@/features/complaints/mocks/complaint-fixtures';
import { drawer, file, findDrawer, pickPhoto, renderComplaints, sent } from './support';

const openNew = async (options: Parameters<typeof renderComplaints>[1] = {}) => {
  const view = renderComplaints('/main/complaints?complaint=new', options);
  await within(await screen.findByRole('dialog')).findByRole('heading', {
    name: 'Nouvelle réclamation',
  });
  // The drawer hides the page behind it a moment after opening; a list opened before that
  // would be hidden with the page.
  await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
  return view;
};
const submit = () => screen.getByRole('button', { name: 'Déposer la réclamation' });
const field = (label: RegExp) => within(drawer()).getByRole('textbox', { name: label });
const posts = (store: Parameters<typeof sent>[0]) => sent(store, 'POST', /\/complaints$/);

async function fill(
  user: UserEvent,
  values: { holder?: string; subject?: string; description?: string },
) {
  if (values.holder) {
    await user.type(
      within(drawer()).getByRole('combobox', { name: /^Détenteur/ }),
      // One word: a space in the combobox may pick the highlighted option.
      values.holder.split(' ')[0]!,
    );
    await user.click(await screen.findByRole('option', { name: new RegExp(values.holder) }));
  }
  if (values.subject !== undefined) {
    await user.click(field(/^Sujet/));
    await user.paste(values.subject);
  }
  if (values.description !== undefined) {
    await user.click(field(/^Description/));
    await user.paste(values.description);
  }
}

describe('complaint drawer: filing a complaint', () => {
  it('"Nouveau" opens the form in the drawer, in the URL', async () => {
    const { user, location } = renderComplaints('/main/complaints?status=OPEN');
    await user.click(await screen.findByRole('link', { name: 'Nouveau' }));
    expect(
      await within(await findDrawer()).findByRole('heading', { name: 'Nouvelle réclamation' }),
    ).toBeVisible();
    expect(location()).toBe('/main/complaints?status=OPEN&complaint=new');
  });

  it('rule "holder, subject and description required": each says so, nothing is sent', async () => {
    const { user, store } = await openNew();
    await user.click(submit());
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "subject not blank": spaces only are refused', async () => {
    const { user, store } = await openNew();
    await fill(user, { holder: 'Dar El Jeld', subject: '   ', description: 'La cuve déborde.' });
    await user.click(submit());
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);
  });

  it('rule "subject at most 200 characters" (the contract\'s limit)', async () => {
    const { user, store } = await openNew();
    await fill(user, { holder: 'Dar El Jeld', subject: 'x'.repeat(201), description: 'Texte' });
    await user.click(submit());
    expect(
      await screen.findByText('Le sujet doit contenir au plus 200 caractères'),
    ).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);
  });

  it('files holder, trimmed subject and description with an Idempotency-Key; the list shows it', async () => {
    const { user, store, location } = await openNew();
    await fill(user, {
      holder: 'Dar El Jeld',
      subject: '  Cuve non vidée  ',
      description: 'Le collecteur est reparti sans vider la cuve.',
    });
    await user.click(submit());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(posts(store)[0]!.body).toEqual({
      holderId: holders.dar.id,
      subject: 'Cuve non vidée',
      description: 'Le collecteur est reparti sans vider la cuve.',
      photos: [],
    });
    expect(posts(store)[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByText('Réclamation déposée')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/main/complaints'));
    expect(await screen.findByRole('link', { name: 'Cuve non vidée' })).toBeInTheDocument();
  });

  it('rule "image types jpeg, jpg, png, webp": a GIF is refused with the catalogue message, nothing uploaded', async () => {
    const { store } = await openNew();
    await pickPhoto(file('fuite.gif', 'image/gif', 1000));
    expect(
      await screen.findByText('Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'fuite.gif' })).toBeNull();
    expect(sent(store, 'POST', /\/uploads$/)).toHaveLength(0);
  });

  it('rule "image at most 3.1 MB": 3,250,586 bytes are refused, 3,250,585 accepted', async () => {
    await openNew();
    await pickPhoto(file('grande.jpg', 'image/jpeg', 3_250_586));
    expect(
      await screen.findByText('Le fichier est trop volumineux (3,1 Mo au maximum)'),
    ).toBeInTheDocument();
    await pickPhoto(file('limite.jpg', 'image/jpeg', 3_250_585));
    expect(await screen.findByRole('img', { name: 'limite.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('Le fichier est trop volumineux (3,1 Mo au maximum)')).toBeNull();
  });

  it('photos are previewed, removable, uploaded on filing and their URLs sent', async () => {
    const { user, store } = await openNew();
    await pickPhoto(file('cuve.jpg', 'image/jpeg', 2000));
    await pickPhoto(file('sol.png', 'image/png', 2000));
    await pickPhoto(file('trop.webp', 'image/webp', 2000));
    await user.click(screen.getByRole('button', { name: 'Retirer la photo trop.webp' }));
    expect(screen.queryByRole('img', { name: 'trop.webp' })).toBeNull();
    await fill(user, {
      holder: 'Lac Palace',
      subject: 'Sol glissant',
      description: 'Huile au sol.',
    });
    await user.click(submit());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(store.uploads).toEqual(['image/jpeg', 'image/png']);
    expect((posts(store)[0]!.body as { photos: string[] }).photos).toEqual([
      '/api/v1/uploads/70000000-0000-4000-8000-000000000001.jpg',
      '/api/v1/uploads/70000000-0000-4000-8000-000000000002.png',
    ]);
  });

  it('a server error keeps everything typed and picked; the retry does not upload twice', async () => {
    const { user, store } = await openNew();
    let refused = false;
    server.use(
      http.post('*/complaints', () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json(
          {
            ...errorBody(400, '400:BAD_REQUEST', 'Référence inconnue'),
            details: {
              issues: [{ code: 'custom', message: 'Référence inconnue', path: ['holderId'] }],
            },
          },
          { status: 400 },
        );
      }),
    );
    await pickPhoto(file('cuve.jpg', 'image/jpeg', 2000));
    await fill(user, { holder: 'Lac Palace', subject: 'Cuve percée', description: 'Fuite.' });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("La réclamation n'a pas été enregistrée")).toBeInTheDocument();
    expect(screen.getAllByText('Référence inconnue').length).toBeGreaterThanOrEqual(2);
    expect(field(/^Sujet/)).toHaveValue('Cuve percée');
    expect(field(/^Description/)).toHaveValue('Fuite.');
    expect(screen.getByRole('img', { name: 'cuve.jpg' })).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(store.uploads).toEqual(['image/jpeg']);
  });

  it("a refused upload shows the server's message on the photos and files nothing", async () => {
    const { user, store } = await openNew();
    server.use(
      http.post('*/uploads', () =>
        HttpResponse.json(
          errorBody(
            400,
            '400:BAD_REQUEST',
            'Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement',
          ),
          { status: 400 },
        ),
      ),
    );
    await pickPhoto(file('faux.jpg', 'image/jpeg', 2000));
    await fill(user, { holder: 'Lac Palace', subject: 'Photo', description: 'Texte.' });
    await user.click(submit());
    expect(
      await screen.findAllByText(
        'Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement',
      ),
    ).not.toHaveLength(0);
    expect(
      within(screen.getByRole('alert')).getByText("Une photo n'a pas pu être envoyée"),
    ).toBeInTheDocument();
    expect(posts(store)).toHaveLength(0);
    expect(field(/^Sujet/)).toHaveValue('Photo');
  });

  it('without holder READ the holder is not asked for and none is sent', async () => {
    const { user, store } = await openNew({ user: complaintClerk });
    expect(
      screen.getByText(
        'Vous ne pouvez pas consulter les détenteurs : la réclamation sera déposée sans détenteur.',
      ),
    ).toBeInTheDocument();
    await fill(user, { subject: 'Application lente', description: 'Très lente.' });
    await user.click(submit());
    await waitFor(() => expect(posts(store)).toHaveLength(1));
    expect(posts(store)[0]!.body).toEqual({
      subject: 'Application lente',
      description: 'Très lente.',
      photos: [],
    });
    expect(sent(store, 'GET', /\/holders/)).toHaveLength(0);
  });
});
