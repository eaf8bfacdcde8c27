/**
 * Two members in two browsers: one writes from the other's profile, the other
 * gets the toast and the bell, opens the chat and answers; "Seen" follows.
 */

import { axeOn } from './axe.ts';
import { expect, pageOfItsOwn, signUpFresh, test } from './fixtures.ts';

test('A messages B: B sees the toast and the bell, opens the popup, replies; A sees the reply and "Seen"', async ({
  browser,
}) => {
  const ada = await pageOfItsOwn(browser);
  const bea = await pageOfItsOwn(browser);
  await signUpFresh(ada, 'outsourcer', 'Ada Sender');
  const b = await signUpFresh(bea, 'translator', 'Bea Receiver');

  await bea.goto('/');
  await expect(bea.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await ada.goto(`/profile/${b.entityId}`);
  await ada.getByRole('button', { name: 'Message Bea Receiver' }).click();
  const adaPopup = ada.getByRole('region', { name: 'Chat with Bea Receiver' });
  await expect(adaPopup).toBeVisible();
  await adaPopup
    .getByLabel('Message', { exact: true })
    .fill('Hello Bea, are you free for a legal translation next week?');
  await adaPopup.getByLabel('Message', { exact: true }).press('Enter');
  await expect(adaPopup.getByText('Hello Bea, are you free')).toBeVisible();

  // B: the toast waits until dismissed; the bell counts the new notification.
  const toast = bea.getByText('💬 New message from Ada Sender');
  await expect(toast).toBeVisible();
  await expect(bea.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await bea.getByRole('button', { name: 'Open Chat' }).click();
  await expect(toast).toBeHidden();
  const beaPopup = bea.getByRole('region', { name: 'Chat with Ada Sender' });
  await expect(beaPopup.getByText('Hello Bea, are you free')).toBeVisible();

  // A sees that B has read it, then B's answer.
  await expect(adaPopup.getByText('Seen')).toBeVisible();
  await beaPopup.getByLabel('Message', { exact: true }).fill('Yes! Send me the files: https://example.com/brief');
  await beaPopup.getByRole('button', { name: 'Send' }).click();
  await expect(adaPopup.getByText('Yes! Send me the files')).toBeVisible();
  await expect(adaPopup.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );

  // B's bell: the message was read in the popup, so its notification is read too.
  await bea.getByRole('button', { name: 'Notifications', exact: true }).click();
  const dropdown = bea.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('New message from Ada Sender')).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Mark all read' })).toBeHidden();

  // The conversation is on both members' /chat pages.
  await ada.goto('/chat');
  await ada.getByRole('link', { name: /Bea Receiver/ }).click();
  // Full size on the page, and no popup of the same conversation over it.
  await expect(
    ada.getByRole('region', { name: 'Chat with Bea Receiver' }).getByText('Yes! Send me the files'),
  ).toBeVisible();
  await expect(ada.getByTestId('chat-popup')).toHaveCount(0);
  expect((await axeOn(ada).analyze()).violations).toEqual([]);
});

test('the chat popup sits bottom-left in Hebrew', async ({ page, baseURL }) => {
  await signUpFresh(page, 'outsourcer', 'Hebrew Reader');
  await page.context().addCookies([{ name: 'site_lang', value: 'heb', url: baseURL! }]);
  await page.goto('/profile/6');
  await page.getByRole('button', { name: 'שליחת הודעה אל Sofia Almeida' }).click();
  const popup = page.getByTestId('chat-popup');
  await expect(popup).toBeVisible();
  const box = (await popup.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width).toBeLessThan(width / 2);
  expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 5);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});

test('a signed-out visitor’s "Message" leads to sign-in and back to the profile', async ({ page }) => {
  await page.goto('/profile/6');
  await page.getByRole('link', { name: 'Message Sofia Almeida' }).click();
  await expect(page).toHaveURL(/\/session\/signin\?callback_url=%2Fprofile%2F6/);
});

test('a member turns chat notifications off on the account page', async ({ page }) => {
  await signUpFresh(page, 'translator', 'Quiet Member');
  await page.goto('/account');
  const notify = page.getByRole('checkbox', { name: 'Notify me of new chat messages' });
  await expect(notify).toBeChecked();
  await notify.uncheck();
  // With the keyboard: the button keeps the focus while it saves, so the member goes on from there.
  const save = page.getByRole('button', { name: 'Save' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Notifications settings updated successfully!')).toBeVisible();
  await expect(save).toBeFocused();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Notify me of new chat messages' })).not.toBeChecked();
});

test('"Message" on a directory card opens the chat, and the popup comes back after a page load', async ({ page }) => {
  await signUpFresh(page, 'outsourcer', 'Directory Reader');
  await page.goto('/directory?service=translators&source=por&target=eng');
  const first = page.getByRole('button', { name: /^Message / }).first();
  const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Message /, '');
  await first.click();
  const popup = page.getByRole('region', { name: `Chat with ${name}` });
  await expect(popup).toBeVisible();
  // Closed, the popup gives the focus back to the button that opened it.
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(first).toBeFocused();
  await first.click();
  await expect(popup).toBeVisible();
  await page.reload();
  await expect(popup).toBeVisible();
});

test('the messages page fits a phone: a long last message is cut short, not pushed off the screen; times are the member’s own', async ({
  browser,
  baseURL,
}) => {
  const ada = await pageOfItsOwn(browser);
  // Half an hour off UTC, so a time written in UTC cannot pass for the member's.
  const timeZone = 'Asia/Kolkata';
  const bea = await pageOfItsOwn(browser, { timezoneId: timeZone });
  const a = await signUpFresh(ada, 'outsourcer', 'Ada Phone');
  const b = await signUpFresh(bea, 'translator', 'Bea Phone');
  const channel = `messaging_${Math.min(a.entityId, b.entityId)}_${Math.max(a.entityId, b.entityId)}`;
  const text =
    'Good morning, we have a set of court documents for certified translation into English. Are you available this month?';
  const res = await ada.request.post(`/next/api/chat/channels/${channel}/messages`, {
    data: { id: crypto.randomUUID(), text },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  const sent = new Date(((await res.json()) as { message: { createdAt: string } }).message.createdAt);
  const localTime = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone }).format(sent);
  // Her clock reads the moment it was sent, so "today" is the message's day whenever the test runs.
  await bea.clock.setFixedTime(sent);

  await bea.setViewportSize({ width: 390, height: 844 });
  await bea.goto('/chat');
  const preview = bea.getByRole('navigation', { name: 'Conversations' }).getByText(text);
  await expect(preview).toBeVisible();
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await bea.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone the list is the page: no empty conversation panel under it until one is chosen.
  await expect(bea.getByText('Choose a conversation.')).toBeHidden();
  // Written today in her time zone: the list gives the time, the conversation its day and the time under the message.
  const conversations = bea.getByRole('navigation', { name: 'Conversations' });
  await expect(conversations.locator('time')).toHaveText(localTime);
  await preview.click();
  const conversation = bea.getByRole('region', { name: /^Chat with / });
  await expect(conversation.getByText(text)).toBeVisible();
  await expect(conversation.locator('time')).toHaveText(['Today', localTime]);
});

test('the message sound: an 800 Hz tone of 0.1 s, only after the member interacted, at most once a second', async ({
  browser,
  baseURL,
}) => {
  const ada = await pageOfItsOwn(browser);
  const bea = await pageOfItsOwn(browser);
  const a = await signUpFresh(ada, 'outsourcer', 'Ada Sound');
  const b = await signUpFresh(bea, 'translator', 'Bea Sound');
  // The browser's audio is outside the product: record the tones instead of playing them.
  await bea.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const tones: { frequency: number; stop: number; at: number }[] = [];
    w.__tones = tones;
    w.__messages = 0;
    w.__socketOpen = false;
    window.addEventListener('chat-message-new', () => {
      w.__messages = (w.__messages as number) + 1;
    });
    const Native = window.WebSocket;
    w.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('open', () => {
          w.__socketOpen = true;
        });
      }
    };
    w.AudioContext = class {
      currentTime = 0;
      destination = {};
      createGain() {
        return { gain: { value: 0 }, connect: (node: unknown) => node };
      }
      createOscillator() {
        const tone = { frequency: 0, stop: 0, at: Date.now() };
        tones.push(tone);
        return {
          frequency: {
            set value(v: number) {
              tone.frequency = v;
            },
          },
          connect: (node: unknown) => node,
          start() {},
          stop(when: number) {
            tone.stop = when;
          },
        };
      }
    };
  });
  await bea.goto('/');
  await bea.waitForFunction(() => (window as unknown as { __socketOpen: boolean }).__socketOpen);
  const channel = `messaging_${Math.min(a.entityId, b.entityId)}_${Math.max(a.entityId, b.entityId)}`;
  const send = async (text: string) => {
    const res = await ada.request.post(`/next/api/chat/channels/${channel}/messages`, {
      data: { id: crypto.randomUUID(), text },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
  };
  const received = (n: number) =>
    bea.waitForFunction((count) => (window as unknown as { __messages: number }).__messages === count, n);
  const tones = () =>
    bea.evaluate(() => (window as unknown as { __tones: { frequency: number; stop: number; at: number }[] }).__tones);

  await send('Before any click or key');
  await received(1);
  expect(await tones()).toEqual([]);

  await bea.keyboard.press('Shift');
  for (const [i, text] of ['One', 'Two', 'Three'].entries()) {
    await send(text);
    await received(i + 2);
  }
  const played = await tones();
  expect(played.length).toBeGreaterThanOrEqual(1);
  for (const tone of played) expect(tone).toMatchObject({ frequency: 800, stop: 0.1 });
  for (let i = 1; i < played.length; i++) expect(played[i]!.at - played[i - 1]!.at).toBeGreaterThanOrEqual(1000);
});

/** Five members with a "Message" button on their profile: more popups than a laptop's dock has room for. */
const FIVE_PROFILES = [6, 7, 8, 9, 3];

for (const [width, height, shows] of [
  [1366, 768, 3],
  [1000, 800, 2],
  [375, 740, 1],
] as const) {
  test(`at ${width} px each of five popups opens whole on screen with the focus; the rest fold into "+${5 - shows}"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signUpFresh(page, 'outsourcer', `Dock Reader ${width}`);
    const inner = await page.evaluate(() => document.documentElement.clientWidth);
    const wholeOnScreen = async (popup: ReturnType<typeof page.getByRole>) => {
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(inner + 0.5);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
      // On a phone a popup is a sheet across the screen, not 320 px beside the page's text.
      if (width < 640) expect(box.width).toBeCloseTo(inner, 0);
    };
    const names: string[] = [];
    for (const id of FIVE_PROFILES) {
      await page.goto(`/profile/${id}`);
      const button = page.getByRole('button', { name: /^Message / });
      names.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Message /, ''));
      await button.click();
      const popup = page.getByRole('region', { name: `Chat with ${names.at(-1)}` });
      await expect(popup.getByLabel('Message', { exact: true })).toBeFocused();
      await wholeOnScreen(popup);
    }
    // The popups restored from the earlier pages are back: the newest show, whole, the others fold.
    const more = page.getByRole('button', { name: `${5 - shows} more conversation${5 - shows === 1 ? '' : 's'}` });
    await expect(more).toBeVisible();
    await expect(page.getByTestId('chat-popup')).toHaveCount(shows);
    for (const popup of await page.getByTestId('chat-popup').all()) await wholeOnScreen(popup);
    // The first one, folded, comes forward when chosen: whole on screen, with the focus.
    await more.click();
    await page.getByRole('button', { name: `Chat with ${names[0]}` }).click();
    const first = page.getByRole('region', { name: `Chat with ${names[0]}` });
    await expect(first.getByLabel('Message', { exact: true })).toBeFocused();
    await wholeOnScreen(first);
    await expect(page.getByTestId('chat-popup')).toHaveCount(shows);
  });
}

test('offline and reconnecting show in the popup and on the Messages page; what is written offline goes when back', async ({
  page,
  baseURL,
}) => {
  await signUpFresh(page, 'outsourcer', 'Offline Writer');
  // The socket goes through the test, so it can drop the connection as a restarting server would.
  let greeted = 0;
  let refuse = false;
  let drop = () => {};
  await page.routeWebSocket(/\/next\/ws/, (ws) => {
    if (refuse) return ws.close({ code: 4000 });
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (String(message).includes('"ready"')) greeted += 1;
      ws.send(message);
    });
    drop = () => {
      server.close();
      ws.close({ code: 4000 });
    };
  });
  await page.goto('/profile/6');
  await page.getByRole('button', { name: 'Message Sofia Almeida' }).click();
  const popup = page.getByRole('region', { name: 'Chat with Sofia Almeida' });
  const input = popup.getByLabel('Message', { exact: true });
  await expect(input).toBeFocused();
  const state = popup.getByRole('status').filter({ has: page.locator('p') });
  const where = await input.boundingBox();

  await page.context().setOffline(true);
  await expect(popup.getByText('Offline — messages will be sent when you are back')).toBeVisible();
  // The notice lies over the list: the input the member is about to use has not moved.
  expect(await input.boundingBox()).toEqual(where);
  await input.fill('Written on the train');
  await input.press('Enter');
  await expect(popup.getByText('Sending…')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.context().setOffline(false);
  await expect(state).toHaveCount(0);
  await expect(popup.getByText('Sending…')).toBeHidden();
  const channel = (await page.evaluate(() => sessionStorage.getItem('wh_chat_popups')))!.match(/messaging_\d+_\d+/)![0];
  const stored = await page.request.get(`/next/api/chat/channels/${channel}/messages?limit=5`, {
    headers: { origin: baseURL! },
  });
  expect(((await stored.json()) as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual([
    'Written on the train',
  ]);

  // A dropped connection says it is coming back, and stops saying so once it is.
  greeted = 0;
  await page.goto('/chat');
  const pageState = page.getByTestId('chat-connection');
  await expect.poll(() => greeted).toBe(1);
  await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText('Written on the train')).toBeVisible();
  const list = await page.getByRole('navigation', { name: 'Conversations' }).boundingBox();
  refuse = true;
  drop();
  await expect(pageState).toHaveText('Reconnecting…');
  refuse = false;
  await expect(pageState).toHaveText('');
  expect(await page.getByRole('navigation', { name: 'Conversations' }).boundingBox()).toEqual(list);
  await page.context().setOffline(true);
  await expect(pageState).toHaveText('Offline — messages will be sent when you are back');
  await page.context().setOffline(false);
  await expect(pageState).toHaveText('');
});
