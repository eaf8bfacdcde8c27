/**
 * The outbox: how an admin (and the quick start) opens the mail the site sends. The e2e server has no
 * SMTP, so the outbox shows each mail's text under a banner that says why (with SMTP it shows none:
 * mail/outbox.api.test.ts).
 */
import { expect, signInAs, test } from './fixtures.ts';

test('an admin reads a sign-up’s confirmation mail and follows its link; nobody else sees the outbox', async ({
  page,
  baseURL,
}) => {
  const email = `outbox-${Date.now()}@example.com`;
  const signup = await page.request.post('/next/api/auth/signup', {
    data: { email, password: 'outbox password', name: 'Olga Outbox' },
    headers: { origin: baseURL! },
  });
  expect(signup.status()).toBe(202);

  await signInAs(page, 'translator');
  expect((await page.goto('/admin/outbox'))?.status()).toBe(404);

  await signInAs(page, 'admin');
  await page.goto('/admin/outbox');
  await expect(page.getByRole('note')).toHaveText(
    /^Mail is not being delivered: .* only because this is a development setup/,
  );
  const mail = page.getByRole('listitem').filter({ hasText: email });
  await expect(mail.getByRole('heading', { name: 'Confirm your Wordhive account' })).toBeVisible();
  await mail.getByRole('link', { name: /\/session\/confirm\?token=/ }).click();
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
});
