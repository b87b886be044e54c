import { expect, openMenu, outboxCode, signInThroughScreens, test } from './support/fixtures';

test.describe('redirect rules', () => {
  test('signed out, any page outside /auth goes to sign-in, and sign-in returns there', async ({
    page,
  }) => {
    await page.goto('/main/relay-depots/');
    await expect(page).toHaveURL(/\/auth\/signin\/\?redirect=%2Fmain%2Frelay-depots%2F$/);
    await signInThroughScreens(page, 'manager');
    await expect(page).toHaveURL(/\/main\/relay-depots\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dépôts relais' })).toBeVisible();
  });

  test('/ goes to /main, and a signed-in user inside /auth goes to /main', async ({ pageAs }) => {
    const page = await pageAs('superAdmin');
    await page.goto('/');
    await expect(page).toHaveURL(/\/main\/$/);
    await page.goto('/auth/signin/');
    await expect(page).toHaveURL(/\/main\/$/);
    await page.goto('/auth/forgot-password/');
    await expect(page).toHaveURL(/\/main\/$/);
  });

  test('a PENDING user is held on settings with the first-login message until the password changes', async ({
    page,
  }) => {
    await signInThroughScreens(page, 'pending');
    await expect(page).toHaveURL(/\/main\/settings\?firstLogin=true$/);
    await expect(
      page.getByText(
        'Pour sécuriser votre compte, veuillez modifier votre mot de passe avant de continuer.',
      ),
    ).toBeVisible();
    await page.goto('/main/holders/');
    await expect(page).toHaveURL(/\/main\/settings\?firstLogin=true$/);

    await page
      .getByRole('textbox', { name: 'Mot de passe actuel', exact: true })
      .fill('Pending#2026');
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('court');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(
      page.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill('Nouveau#2026');
    await page
      .getByRole('textbox', { name: 'Confirmation du nouveau mot de passe', exact: true })
      .fill('Autre#2026');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Confirmation du nouveau mot de passe', exact: true })
      .fill('Nouveau#2026');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié')).toBeVisible();
    await page.goto('/main/holders/');
    await expect(page.getByRole('heading', { level: 1, name: 'Détenteurs' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ pageAs }) => {
    const page = await pageAs('superAdmin');
    await page.goto('/main/nulle-part');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('auth screens', () => {
  test.use({ expectedHttpErrors: [400] });

  test('the code is exactly 6 characters, with the exact message; sign-out ends the session', async ({
    page,
  }) => {
    await page.goto('/auth/signin/');
    await page.getByLabel('Identifiant').fill('sami.gharbi@ecohuile.tn');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Sub#2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByLabel('Code reçu').fill('123');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Le code OTP doit contenir 6 caractères')).toBeVisible();
    await page
      .getByLabel('Code reçu')
      .fill(await outboxCode(page.request, 'sami.gharbi@ecohuile.tn'));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/main\/$/);

    // Sign-out ends the session on the server too: the old token no longer works.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await openMenu(page, 'Menu utilisateur');
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\//);
    const me = await page.request.get('/api/v1/auth/current-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('forgot password → code → new password (>= 6, confirmed) → sign-in screen → signed in with it', async ({
    page,
  }) => {
    const login = 'amira.trabelsi@collecte-huile.tn';
    await page.goto('/auth/signin/');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('E-mail ou téléphone').fill('pas-un-email');
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    await expect(
      page.getByText('Veuillez saisir une adresse e-mail ou un numéro de téléphone valide'),
    ).toBeVisible();
    await page.getByLabel('E-mail ou téléphone').fill(login);
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    // The code is read once it was sent, that is once its screen shows.
    await page.waitForURL(/\/auth\/verify-otp\//);
    await page.getByLabel('Code reçu').fill(await outboxCode(page.request, login));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password\//);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(
      page.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill('Admin#2027');
    await page.getByLabel('Confirmation du mot de passe').fill('Admin#2028');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByLabel('Confirmation du mot de passe').fill('Admin#2027');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\/$/);
    await expect(
      page.getByText(
        'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
      ),
    ).toBeVisible();
    await page.getByLabel('Identifiant').fill(login);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Admin#2027');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/auth\/verify-otp\//);
    await page.getByLabel('Code reçu').fill(await outboxCode(page.request, login));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/main\/$/);
  });
});

test('the interface switches to English and back, and the choice survives a reload', async ({
  pageAs,
}) => {
  const page = await pageAs('superAdmin');
  const choose = async (menu: string, language: string, heading: string) => {
    await openMenu(page, menu);
    await page.getByRole('menuitemradio', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await page.goto('/main/holders/');
  await choose('Menu utilisateur', 'English', 'Holders');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Holders' })).toBeVisible();
  await choose('User menu', 'Français', 'Détenteurs');
});

test('before any script runs, the page shows the splash, in light and in dark', async ({
  browser,
}) => {
  for (const [colorScheme, background, brand] of [
    ['light', 'rgb(255, 255, 255)', 'rgb(79, 90, 33)'],
    ['dark', 'rgb(9, 9, 11)', 'rgb(186, 198, 120)'],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
    const page = await context.newPage();
    await page.goto('/main/holders/');
    const splash = page.getByRole('status');
    await expect(splash).toContainText('Collecte d’huile · Chargement…');
    await expect(page.getByText('Oil collection · Loading…')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      background,
    );
    await expect(splash).toHaveCSS('color', brand);
    await context.close();
  }
});

test('a first visit shows the splash, then the rows, never a blank page', async ({ pageAs }) => {
  const page = await pageAs('superAdmin');
  await page.goto('/main/holders/', { waitUntil: 'commit' });
  // The first paint already has something to show: index.html's splash, or more.
  const painted = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length) {
            resolve(document.getElementById('root')?.textContent ?? '');
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  expect(painted).not.toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Détenteurs' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});
