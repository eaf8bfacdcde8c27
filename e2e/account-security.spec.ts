/** The account page's sign-in and security: password, email address, other devices. */
import { type APIRequestContext, request } from '@playwright/test';
import { axeOn } from './axe.ts';
import { expect, mailedLink, pageOfItsOwn, signInAs, signUpFresh, test } from './fixtures.ts';

const PASSWORD = 'e2e-password-123';

/** A second device: its own cookie jar, signed in with the member's credentials. */
async function secondDevice(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const device = await request.newContext({ baseURL });
  const res = await device.post('/next/api/auth/signin', { data: { email, password }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  return device;
}

const sessionUser = async (device: APIRequestContext) =>
  ((await (await device.get('/next/api/auth/session')).json()) as { user: { contact_email: string } | null }).user;

test('a member changes their password: a wrong current one is refused, then the other device is signed out and the new one works', async ({
  page,
  baseURL,
}) => {
  const { email } = await signUpFresh(page);
  const other = await secondDevice(baseURL!, email, PASSWORD);
  try {
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-the-password');
    await form.getByLabel('New password').fill('a-brand-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('This is not your current password')).toBeVisible();
    expect(await sessionUser(other)).not.toBeNull();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices are signed out')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    expect(await sessionUser(other)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    const again = await secondDevice(baseURL!, email, 'a-brand-new-password');
    await again.dispose();
  } finally {
    await other.dispose();
  }
});

test('a member moves their account to a new address through the link mailed to it', async ({ page, baseURL }) => {
  const { email } = await signUpFresh(page, 'translator', 'Mara Moving');
  const newEmail = email.replace('@example.com', '-new@example.com');
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change email address' });
  await form.getByLabel('New email address').fill(newEmail);
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(form.getByRole('status')).toContainText(`A link is on its way to ${newEmail}`);
  // Nothing changes until the link is opened.
  await expect(page.getByText(`Signed in as Mara Moving (${email})`)).toBeVisible();

  const link = new URL(await mailedLink(newEmail, 'change-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Use my new address' }).click();
  await expect(page.getByText(`Done: your account’s email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText(`Signed in as Mara Moving (${newEmail})`)).toBeVisible();

  const device = await secondDevice(baseURL!, newEmail, PASSWORD);
  await device.dispose();
});

test('the security section is offered in Hebrew, right to left, and is axe-clean; in a pseudo session it is not offered', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(page, 'translator');
  await context.addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await page.goto('/account');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'כניסה ואבטחה' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'שינוי סיסמה' })).toBeVisible();
  expect((await axeOn(page).include('main').analyze()).violations).toEqual([]);

  const { entityId } = await signUpFresh(page);
  await signInAs(page, 'admin');
  const res = await page.request.post('/next/api/auth/impersonate', {
    data: { pseudoId: entityId },
    headers: { origin: baseURL! },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'כניסה ואבטחה' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'שינוי סיסמה' })).toHaveCount(0);
});

test('a member deletes their account after reading what goes: the profile is gone, the address cannot sign in, and the conversation stays with the other member', async ({
  page,
  browser,
  baseURL,
}) => {
  const { entityId, email } = await signUpFresh(page, 'translator', 'Dora Departing');
  const jonas = await pageOfItsOwn(browser);
  await signInAs(jonas, 'interpreter');
  const jonasId = (
    (await (await jonas.request.get('/next/api/auth/session')).json()) as { user: { entity_id: number } }
  ).user.entity_id;
  const headers = { origin: baseURL! };
  const opened = await page.request.post('/next/api/chat/create-channel', { data: { recipientId: jonasId }, headers });
  const { channelId } = (await opened.json()) as { channelId: string };
  const sent = await page.request.post(`/next/api/chat/channels/${channelId}/messages`, {
    data: { id: 'dora-before-leaving', text: 'Thank you for the booth tips, Jonas!' },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section.getByText('What you share with other members stays with them')).toBeVisible();
  const form = section.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your current password, to confirm').fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByText('This is not your current password')).toBeVisible();

  await form.getByLabel('Your current password, to confirm').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL('/session/account-deleted');
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  expect((await (await page.request.get('/next/api/auth/session')).json()).user).toBeNull();

  expect((await page.goto(`/profile/${entityId}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This member is no longer here' })).toBeVisible();
  await page.goto('/session/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();

  // Jonas still reads what she wrote, from a deleted member he can no longer write to.
  await jonas.goto(`/chat?channel=${channelId}`);
  const conversation = jonas.getByRole('region', { name: 'Chat with Deleted member' });
  await expect(conversation.getByText('Thank you for the booth tips, Jonas!')).toBeVisible();
  await expect(
    conversation.getByRole('status').filter({ hasText: 'This member has deleted their account' }),
  ).toBeVisible();
  await expect(conversation.getByRole('textbox')).toHaveCount(0);
  await expect(jonas.getByRole('link', { name: /Deleted member/ })).toBeVisible();
  expect((await axeOn(jonas).include('main').analyze()).violations).toEqual([]);
});
