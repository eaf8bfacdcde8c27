/** Deleting one's own account: what goes, what stays, and who may not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { legalJob, quote } from '../../../../test/jobs.ts';
import { pseudoSessionCookie } from '../../../../test/pseudo-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedMembers: 5 });
});
afterAll(() => t.close());

const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { cookie } : {}) });
const signedIn = async (cookie: string) =>
  (await t.request({ url: '/next/api/auth/session', cookie })).json().user !== null;

describe('POST /next/api/account/delete', () => {
  it('needs the current password; then the member, their sessions, profile and listing are gone', async () => {
    const { entityId, cookie } = await t.signUp({
      email: 'leaving@example.com',
      name: 'Lea Leaving',
      accountType: 'translator',
      password: 'lea password 1',
    });
    const otherDevice = await t.signIn('leaving@example.com', 'lea password 1');
    const sofia = await t.signIn('translator@demo.wordhive.test');
    const channel = await t.request({
      method: 'POST',
      url: '/next/api/chat/create-channel',
      cookie: sofia,
      payload: { recipientId: entityId },
    });
    expect(channel.statusCode, channel.body).toBe(200);
    const listed = async () =>
      (await t.request({ url: '/next/api/users?search=Leaving' }))
        .json()
        .results.map((u: { entity_id: number }) => u.entity_id);
    expect(await listed()).toContain(entityId);

    const wrong = await post('/next/api/account/delete', { currentPassword: 'not it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('This is not your current password');
    expect(await signedIn(otherDevice)).toBe(true);

    const res = await post('/next/api/account/delete', { currentPassword: 'lea password 1' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/wh_session=;/);
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(
      (await post('/next/api/auth/signin', { email: 'leaving@example.com', password: 'lea password 1' })).statusCode,
    ).toBe(401);
    expect((await t.request({ url: `/next/api/profile/${entityId}` })).statusCode).toBe(410);
    expect(await listed()).not.toContain(entityId);
    expect((await t.mailTo('leaving@example.com')).map((m) => m.kind)).toContain('account-deleted');

    // The address is free again.
    const again = await t.signUp({ email: 'leaving@example.com', name: 'Lea Returning' });
    expect(again.entityId).not.toBe(entityId);
  });

  it('is refused to an admin, in a pseudo session and to a visitor, changing nothing', async () => {
    const admin = await t.signIn('admin@demo.wordhive.test');
    const res = await post('/next/api/account/delete', { currentPassword: 'demo-password' }, admin);
    expect(res.statusCode).toBe(403);
    expect(await signedIn(admin)).toBe(true);

    const pseudo = await pseudoSessionCookie(t, 5, 7);
    expect((await post('/next/api/account/delete', { currentPassword: 'demo-password' }, pseudo)).statusCode).toBe(403);
    expect((await post('/next/api/account/delete', { currentPassword: 'demo-password' })).statusCode).toBe(401);
    expect((await t.request({ url: '/next/api/profile/7' })).statusCode).toBe(200);
  });

  it('keeps what the leaver shared with others whole, naming them a deleted member', async () => {
    const lea = await t.signUp({ email: 'lea.shared@example.com', name: 'Lea Sharing', accountType: 'translator' });
    const sofia = await t.signIn('translator@demo.wordhive.test');
    const client = await t.signIn('outsourcer@demo.wordhive.test');
    const clientId = (await t.request({ url: '/next/api/auth/session', cookie: client })).json().user.entity_id;
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
      t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
    const ok = async (res: ReturnType<TestApp['request']>, status = 200) => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
      return r.json();
    };

    // A conversation with words from both.
    const { channelId } = await ok(call('POST', '/next/api/chat/create-channel', sofia, { recipientId: lea.entityId }));
    await ok(
      call('POST', `/next/api/chat/channels/${channelId}/messages`, sofia, { id: 'sofia-first-1', text: 'Hi Lea' }),
      201,
    );
    await ok(
      call('POST', `/next/api/chat/channels/${channelId}/messages`, lea.cookie, {
        id: 'lea-answer-1',
        text: 'Hi Sofia',
      }),
      201,
    );

    // A job of the client's awarded to her, completed and rated both ways.
    const awarded = await ok(
      call('POST', '/next/api/jobs', client, { job: legalJob({ title: 'Awarded to a leaver' }), publish: true }),
      201,
    );
    const hers = await ok(call('PUT', `/next/api/jobs/${awarded.id}/quotes/mine`, lea.cookie, quote()));
    await ok(call('POST', `/next/api/jobs/${awarded.id}/award`, client, { quoteId: hers.viewer.ownQuote.id }));
    await ok(call('POST', `/next/api/jobs/${awarded.id}/status`, client, { status: 'completed' }));
    await ok(
      call('POST', `/next/api/jobs/${awarded.id}/rating`, lea.cookie, {
        rating: 4,
        comment: 'Clear brief, paid on time.',
      }),
    );
    // A client who leaves too: a job of his Sofia quoted on, and one nobody did.
    const otto = await t.signUp({ email: 'otto.leaving@example.com', name: 'Otto Leaving', accountType: 'outsourcer' });
    const quotedOn = await ok(
      call('POST', '/next/api/jobs', otto.cookie, { job: legalJob({ title: 'Posted by a leaver' }), publish: true }),
      201,
    );
    await ok(call('PUT', `/next/api/jobs/${quotedOn.id}/quotes/mine`, sofia, quote()));
    const unquoted = await ok(
      call('POST', '/next/api/jobs', otto.cookie, { job: legalJob({ title: 'Nobody quoted' }), publish: true }),
      201,
    );
    // A quote of hers still open on someone else's job.
    const open = await ok(
      call('POST', '/next/api/jobs', client, { job: legalJob({ title: 'Still taking quotes' }), publish: true }),
      201,
    );
    await ok(call('PUT', `/next/api/jobs/${open.id}/quotes/mine`, lea.cookie, quote()));

    for (const leaver of [lea, otto]) {
      await ok(post('/next/api/account/delete', { currentPassword: 'a long enough password' }, leaver.cookie));
    }

    // Sofia's conversation stays, both sides' words in it, closed to new ones.
    const chats = (await ok(call('GET', '/next/api/chat/conversations', sofia))).conversations;
    const withLea = chats.find((c: { channelId: string }) => c.channelId === channelId);
    expect(withLea.otherUser).toMatchObject({ id: lea.entityId, name: 'Deleted member', left: true });
    const history = await ok(call('GET', `/next/api/chat/channels/${channelId}/messages`, sofia));
    expect(history.messages.map((m: { text: string; user: { name: string } }) => [m.user.name, m.text])).toEqual([
      ['Sofia Almeida', 'Hi Lea'],
      ['Deleted member', 'Hi Sofia'],
    ]);
    const refused = await call('POST', `/next/api/chat/channels/${channelId}/messages`, sofia, {
      id: 'sofia-after-1',
      text: 'Are you there?',
    });
    expect(refused.statusCode).toBe(404);
    expect((await ok(call('GET', `/next/api/chat/channels/${channelId}/messages`, sofia))).messages).toHaveLength(2);

    // The client's job keeps its awarded quote and the Blue Board entry she gave.
    const quotes = (await ok(call('GET', `/next/api/jobs/${awarded.id}/quotes`, client))).quotes;
    expect(
      quotes.map((q: { professional: { name: string }; status: string }) => [q.professional.name, q.status]),
    ).toEqual([['Deleted member', 'awarded']]);
    const profile = await ok(call('GET', `/next/api/profile/${clientId}`, client));
    const entries = JSON.stringify(profile);
    expect(entries).toContain('Clear brief, paid on time.');
    expect(entries).not.toContain('Lea Sharing');

    // His job Sofia quoted on stays for Sofia, cancelled; the one nobody quoted on is gone; her open quote is withdrawn.
    const kept = await ok(call('GET', `/next/api/jobs/${quotedOn.id}`, sofia));
    expect(kept.status).toBe('cancelled');
    expect(kept.poster.name).toBe('Deleted member');
    expect(kept.viewer.ownQuote.totalCents).toBe(28_500);
    expect((await call('GET', `/next/api/jobs/${unquoted.id}`, sofia)).statusCode).toBe(404);
    const stillOpen = (await ok(call('GET', `/next/api/jobs/${open.id}/quotes`, client))).quotes;
    expect(stillOpen).toEqual([]);
  });

  it('is refused while money is held or on the balance, changing nothing', async () => {
    // Sofia has money on her Wordhive Pay balance and payments held for her (demo data).
    const sofia = await t.signIn('translator@demo.wordhive.test');
    const res = await post('/next/api/account/delete', { currentPassword: 'demo-password' }, sofia);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/withdraw your balance before deleting your account/);
    expect(await signedIn(sofia)).toBe(true);
    const { entity_id: sofiaId } = (await t.request({ url: '/next/api/auth/session', cookie: sofia })).json().user;
    expect((await t.request({ url: `/next/api/profile/${sofiaId}` })).statusCode).toBe(200);
  });

  it('knows every table that names a member: what was theirs alone goes with them, what is shared stays', async () => {
    // Every foreign key to a member, and what deleting them does. CASCADE: the row was the member's alone
    // (their profile, sessions, entries about them, their place in someone's team or favourites). SET NULL:
    // the row stays, no longer naming them. What is shared with another member names them by id with no
    // foreign key, so it stays whole (decision 102): chat_channels, chat_messages, jobs, job_quotes,
    // member_feedback.author_entity_id, bb_entries.rater_entity_id, and Wordhive Pay's books. A new table
    // that names a member fails here until someone decides whether another member would lose something.
    const cascade = [
      'account_tokens.entity_id',
      'api_tokens.entity_id',
      'bb_entries.outsourcer_entity_id',
      'calendar_events.entity_id',
      'chat_reads.entity_id',
      'client_requests.entity_id',
      'community_participation.entity_id',
      'contact_views.owner_entity_id',
      'contact_views.viewer_entity_id',
      'course_enrolments.entity_id',
      'directory_entries.entity_id',
      'faq_categories.entity_id',
      'faq_entries.entity_id',
      'favorites.favorite_entity_id',
      'favorites.owner_entity_id',
      'feedback_reports.entity_id',
      'feedback_reports.reporter_entity_id',
      'forum_activity.entity_id',
      'glossaries.entity_id',
      'interpreter_pools.entity_id',
      'job_alerts.entity_id',
      'job_invitations.entity_id',
      'language_assessments.entity_id',
      'language_pairs.entity_id',
      'lesson_progress.entity_id',
      'member_articles.entity_id',
      'member_careers.entity_id',
      'member_credentials.entity_id',
      'member_events.entity_id',
      'member_feedback.entity_id',
      'member_fields.entity_id',
      'member_languages.entity_id',
      'member_profiles.entity_id',
      'member_projects.entity_id',
      'member_rates.entity_id',
      'member_roles.entity_id',
      'member_services.entity_id',
      'member_software.entity_id',
      'member_websites.entity_id',
      'networking_wall_profiles.entity_id',
      'notification_settings.entity_id',
      'notifications.entity_id',
      'portfolio_samples.entity_id',
      'portfolio_works.entity_id',
      'privacy_settings.entity_id',
      'pro_bono_volunteers.entity_id',
      'sessions.acting_entity_id',
      'sessions.admin_entity_id',
      'sessions.entity_id',
      'software_reviews.entity_id',
      'staff_members.entity_id',
      'team_members.entity_id',
      'teams.owner_entity_id',
      'termhelp_activity.entity_id',
      'testimonials.entity_id',
    ];
    const setNull = [
      'courses.author_entity_id',
      'language_assessments.assessed_by',
      'mail_outbox.entity_id',
      'member_roles.granted_by',
      'news_articles.author_entity_id',
      'page_visits.entity_id',
      'quote_requests.entity_id',
      'quote_requests.handled_by',
      'software_reviews.moderated_by',
      'team_invitations.invited_by',
      'testimonials.moderated_by',
      'website_feedback.entity_id',
    ];
    const fks = await t.rows<{ ref: string; rule: string }>(`
      select kcu.table_name || '.' || kcu.column_name as ref, rc.delete_rule as rule
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.constraint_name
      where ccu.table_name = 'users' and ccu.column_name = 'entity_id'`);
    expect(Object.fromEntries(fks.map((f) => [f.ref, f.rule]))).toEqual(
      Object.fromEntries([...cascade.map((r) => [r, 'CASCADE']), ...setNull.map((r) => [r, 'SET NULL'])]),
    );
  });
});
