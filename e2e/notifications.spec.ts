/**
 * The bell counts what the server counts (issue 57 item 5): one notice read lowers it by one, messages
 * read as they arrive in an open popup add nothing, a message sent while the member was away is there
 * when they come back, and "Mark all read" empties it.
 */
import { type APIRequestContext, request } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, pageOfItsOwn, signUpFresh, test } from './fixtures.ts';

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/next/api/auth/signin', { data: { email: DEMO.staff, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return api;
}

test('the bell always shows the server’s unread count', async ({ page, browser, baseURL }) => {
  const bea = await signUpFresh(page, 'translator', 'Bell Reader');
  const staff = await staffApi(baseURL!);
  for (const n of [1, 2, 3, 4, 5]) {
    const res = await staff.post('/next/api/notifications', {
      data: { userId: bea.entityId, type: 'announcement', title: `Notice ${n}`, message: `About notice ${n}` },
    });
    expect(res.status()).toBe(201);
  }
  await staff.dispose();
  const serverCount = async () =>
    ((await (await page.request.get('/next/api/notifications/unread-count')).json()) as { count: number }).count;

  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications, 5 unread' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  const read = page.waitForResponse('**/next/api/notifications/mark-read');
  await dropdown.getByRole('button', { name: /Notice 3/ }).click();
  await read;
  // Read once: the live event of the change and the call's answer both say 4, and nothing counts it twice.
  await expect(page.getByTestId('notification-badge')).toHaveText('4');
  expect(await serverCount()).toBe(4);
  await expect(page.getByTestId('notification-badge')).toHaveText('4');
  await page.keyboard.press('Escape');

  // Messages read as they arrive in an open popup are no news for the bell.
  const ada = await pageOfItsOwn(browser);
  const a = await signUpFresh(ada, 'outsourcer', 'Ada Writer');
  const channel = `messaging_${Math.min(a.entityId, bea.entityId)}_${Math.max(a.entityId, bea.entityId)}`;
  const say = async (text: string) => {
    const res = await ada.request.post(`/next/api/chat/channels/${channel}/messages`, {
      data: { id: crypto.randomUUID(), text },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
  };
  await page.goto(`/profile/${a.entityId}`);
  await page.getByRole('button', { name: 'Message Ada Writer' }).click();
  const popup = page.getByRole('region', { name: 'Chat with Ada Writer' });
  await expect(popup.getByLabel('Message', { exact: true })).toBeVisible();
  await say('Are you free on Monday?');
  await say('It is a short legal text.');
  await expect(popup.getByText('It is a short legal text.')).toBeVisible();
  await expect.poll(serverCount).toBe(4);
  await expect(page.getByTestId('notification-badge')).toHaveText('4');

  // A message sent while the member is away (between two pages) is waiting in the bell when they are back.
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await page.goto('about:blank');
  await say('Sent while you were away');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications, 5 unread' }).click();
  // The one unread: the message that came while away; the two read in the popup are read.
  await expect(dropdown.getByRole('button', { name: /^Unread: New message from Ada Writer/ })).toHaveText(
    /Sent while you were away/,
  );
  await dropdown.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(await serverCount()).toBe(0);
});
