import { DEMO, DEMO_PASSWORD, expect, mailedLink, signUpFresh, test } from './fixtures.ts';

test('a visitor signs up, confirms through the emailed link, signs out and signs in again', async ({ page }) => {
  const email = `signup-${Date.now()}@example.com`;
  await page.goto('/session/signup');
  await expect(page.getByRole('heading', { name: 'Create your Wordhive account' })).toBeVisible();

  // Validation: a clear message next to each field, nothing sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name (at least 2 characters)')).toBeVisible();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').focus();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();

  await page.getByLabel('Full name').fill('Inês Duarte');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a very good password');
  await page.getByLabel('A freelance translator').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/session/check-email?for=signup');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // Not signed in until the link is opened.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/session\/signin/);

  await page.goto(await mailedLink(email, 'confirm-signup'));
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL('/welcome');
  await page.goto('/account');
  await expect(page.getByText(`Signed in as Inês Duarte (${email}).`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/session/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
  await page.getByLabel('Password').fill('a very good password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/account');
  await expect(page.getByText(`Signed in as Inês Duarte (${email}).`)).toBeVisible();
});

test('a short password’s message moves nothing: the account type clicked is the one chosen', async ({ page }) => {
  await page.goto('/session/signup');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Password').fill('short');
  const translator = page.getByLabel('A freelance translator');
  const before = await translator.boundingBox();
  // A real press and release where the option is: the password field loses its focus as the mouse goes down.
  await translator.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Use at least 10 characters' })).toBeVisible();
  expect(await translator.boundingBox()).toEqual(before);
  await expect(translator).toBeChecked();
  await expect(page.getByLabel('A client who outsources language work')).not.toBeChecked();
  // The error stands in the hint's place: the two never say nearly the same words side by side.
  await expect(page.getByText('At least 10 characters.')).toBeHidden();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Use at least 10 characters');
  await page.getByLabel('Password').fill('a long enough password');
  await expect(page.getByText('At least 10 characters.')).toBeVisible();
});

test('signing up with a registered address shows the very same page, and the owner gets a note', async ({ page }) => {
  const fill = async (email: string) => {
    await page.goto('/session/signup');
    await page.getByLabel('Full name').fill('Somebody Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('another good password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/session/check-email?for=signup');
    return page.locator('main').innerText();
  };
  const fresh = await fill(`fresh-${Date.now()}@example.com`);
  const registered = await fill(DEMO.company);
  expect(registered).toBe(fresh);
  expect(await mailedLink(DEMO.company, 'already-registered')).toContain('/session/signin');
});

test('a member who forgot their password chooses a new one through the emailed link', async ({ page }) => {
  const { email } = await signUpFresh(page, 'interpreter');
  await page.request.post('/next/api/session/logout', { headers: { origin: test.info().project.use.baseURL! } });
  await page.goto('/session/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an Email field too: fill the new page's, once its code has loaded.
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page).toHaveURL('/session/check-email?for=reset');

  await page.goto(await mailedLink(email, 'reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('my brand new password');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(`(${email})`)).toBeVisible();
});

test('a protected page sends an anonymous visitor to sign in, then back', async ({ page }) => {
  await page.goto('/account?tab=details');
  await expect(page).toHaveURL(`/session/signin?callback_url=${encodeURIComponent('/account?tab=details')}`);
  await page.getByLabel('Email').fill(DEMO.interpreter);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/account?tab=details');
  await expect(page.getByText(/Signed in as Jonas Weber/)).toBeVisible();
});

test('sign-in ignores a callback to another site', async ({ page }) => {
  await page.goto(`/session/signin?callback_url=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('Email').fill(DEMO.outsourcer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown page gets the 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('the home page arrives server-rendered with live figures', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Where language professionals and their clients meet');
  expect(html).toMatch(/<dd class="tabular[^"]*">[\d,]+<\/dd>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in works as a plain form and never puts the password in the URL', async ({ page }) => {
    await page.goto(`/session/signin?callback_url=${encodeURIComponent('/account')}`);
    await page.getByLabel('Email').fill(DEMO.company);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Wrong email or password')).toBeVisible();
    expect(page.url()).not.toContain('password');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.company);

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByText(/Signed in as LinguaBridge Translations/)).toBeVisible();
  });

  test('sign-up and its confirmation work as plain forms', async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/session/signup');
    await page.getByLabel('Full name').fill('Nadia Sem Script');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('plain form password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/session/check-email?for=signup');
    await page.goto(await mailedLink(email, 'confirm-signup'));
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page).toHaveURL('/welcome');
    await expect(page.getByRole('heading', { name: 'What brings you to Wordhive?', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page.getByRole('heading', { name: 'Nadia Sem Script', level: 1 })).toBeVisible();
  });
});
