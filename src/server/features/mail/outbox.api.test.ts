/**
 * The admin outbox never hands staff a member's secrets (issue 54 item 3): with SMTP configured
 * (a fake mail server on a free port) it answers who was sent what and whether it left, never a
 * mail's text, so an admin who sends a member a reset link cannot read it and take the account
 * over; without SMTP (development) it answers the text, links and all, as the quick start needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { type FakeSmtp, startFakeSmtp } from '../../../../test/fake-smtp.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';

const JONAS = 7;
const JONAS_EMAIL = 'interpreter@demo.wordhive.test';
const SOFIA_EMAIL = 'translator@demo.wordhive.test';
const RESET_LINK = /https?:\/\/\S+\/session\/reset\?token=([\w%-]+)/;

const outbox = async (t: TestApp, to: string) =>
  t.request({
    url: `/next/api/admin/outbox?to=${encodeURIComponent(to)}`,
    cookie: await t.signIn('admin@demo.wordhive.test'),
  });

describe('with SMTP configured', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url }, seedMembers: 5 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers an admin-sent reset link to the member only: the outbox shows its subject and delivery, not the link', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const sent = await t.request({
      method: 'POST',
      url: `/next/api/admin/members/${JONAS}/password-reset`,
      cookie: admin,
    });
    expect(sent.statusCode).toBe(202);

    // The member's mail program gets the link, and the words that staff sent it.
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(JONAS_EMAIL)).length).toBe(1);
    const delivered = smtp.received.find((m) => m.to.includes(JONAS_EMAIL))!;
    expect(delivered.subject).toBe(mailTexts.eng.resetPasswordByStaff.subject);
    expect(delivered.text).toContain('A member of the Wordhive staff sent you this link');
    const token = decodeURIComponent(RESET_LINK.exec(delivered.text)![1]!);

    // The admin reads who was sent what and that it left, and nothing a member could be taken over with.
    await expect
      .poll(async () => (await outbox(t, JONAS_EMAIL)).json().messages[0]?.sentAt)
      .toEqual(expect.any(String));
    const res = await outbox(t, JONAS_EMAIL);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.delivery).toBe('smtp');
    expect(answer.messages).toEqual([
      {
        id: expect.any(Number),
        to: JONAS_EMAIL,
        subject: mailTexts.eng.resetPasswordByStaff.subject,
        kind: 'reset-password',
        createdAt: expect.any(String),
        sentAt: expect.any(String),
        error: null,
      },
    ]);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('/session/reset');

    // The link the member received is the real one: it works, once, for the member.
    const reset = await t.request({
      method: 'POST',
      url: '/next/api/auth/password-reset/confirm',
      payload: { token, password: 'jonas chose this one' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps a reset the member asked for to the member too, and lists the whole outbox without any mail’s text', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/next/api/auth/password-reset', payload: { email: SOFIA_EMAIL } }))
        .statusCode,
    ).toBe(202);
    await expect.poll(() => smtp.received.some((m) => m.to.includes(SOFIA_EMAIL))).toBe(true);
    const token = RESET_LINK.exec(smtp.received.find((m) => m.to.includes(SOFIA_EMAIL))!.text)![1]!;
    const all = await t.request({
      url: '/next/api/admin/outbox?limit=200',
      cookie: await t.signIn('admin@demo.wordhive.test'),
    });
    const { messages } = all.json() as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => m.to)).toContain(SOFIA_EMAIL);
    expect(messages.some((m) => 'text' in m)).toBe(false);
    expect(all.body).not.toContain(token);
    expect(all.body).not.toContain('token=');
  });
});

describe('without SMTP (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedMembers: 5 });
  });
  afterAll(() => t?.close());

  it('shows admins each kept mail’s text with its link, and says mail is not delivered', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/next/api/auth/password-reset', payload: { email: SOFIA_EMAIL } }))
        .statusCode,
    ).toBe(202);
    const answer = (await outbox(t, SOFIA_EMAIL)).json();
    expect(answer.delivery).toBe('outbox');
    expect(answer.messages[0]).toMatchObject({
      kind: 'reset-password',
      sentAt: null,
      text: expect.stringMatching(RESET_LINK),
    });
  });
});
