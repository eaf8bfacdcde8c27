/**
 * The permission matrix: every route of the table × every role, with the
 * status each role must get, and proof that nothing changed where a call was
 * refused. Rows come from the route table itself, so a new route is in the
 * matrix the moment it is declared; a route whose inputs the matrix cannot
 * fill (no example) fails here until it gets one.
 *
 * The member is the translator (6), whose id the examples use; the other
 * member is the interpreter (7); the link editor is the language company (8),
 * granted the role by the admin (5) through the API; staff is entity 1; the
 * pseudo session is the admin acting as the member; the token is the member's
 * personal access token with scope profile:read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/api-helper.ts';
import { fingerprintWatch } from '../../../test/db-fingerprint.ts';
import { type Caller, callRoute } from '../../../test/route-calls.ts';
import { DEMO_PASSWORD } from '../db/seed/accounts.ts';
import { type RouteDefinition, type RouteExample, routeKey } from './route-table.ts';

const ROLES = ['anonymous', 'member', 'otherMember', 'linkEditor', 'admin', 'staff', 'pseudo', 'token'] as const;
type Role = (typeof ROLES)[number];
/** 'ok' is any success (2xx, or the 303 of a form post); otherwise the exact status. */
type Expected = 'ok' | number;

const EMAILS: Record<Exclude<Role, 'anonymous' | 'pseudo' | 'token'>, string> = {
  member: 'translator@demo.wordhive.test',
  otherMember: 'interpreter@demo.wordhive.test',
  linkEditor: 'company@demo.wordhive.test',
  admin: 'admin@demo.wordhive.test',
  staff: 'staff@demo.wordhive.test',
};

/** What the declared access means for each role (docs/decisions/015). */
function expectedByAccess(route: RouteDefinition, role: Role): Expected {
  if (role === 'token') {
    if (route.scopes?.includes('profile:read')) return expectedByAccess(route, 'member');
    return route.access === 'public' ? 'ok' : 403;
  }
  if (route.access === 'public') return 'ok';
  if (role === 'anonymous') return 401;
  switch (route.access) {
    case 'member':
      return route.owner && ['otherMember', 'linkEditor', 'staff'].includes(role) ? 403 : 'ok';
    case 'linkEditor':
      return role === 'linkEditor' || role === 'admin' ? 'ok' : 403;
    case 'staff':
      return role === 'staff' || role === 'admin' ? 'ok' : 403;
    case 'admin':
      return role === 'admin' ? 'ok' : 403;
  }
}

/** A conversation is read and written by its two members only (and a pseudo session acting as one): not by staff or admins. */
const CHAT_MEMBERS_ONLY = { linkEditor: 403, admin: 403, staff: 403 } as const;

/** Job routes only a job's poster may call: those who post none act on the demo client's job. */
const NOT_THE_POSTER = { member: 403, otherMember: 403, pseudo: 403 } as const;

/** Money moves only in the member's own session, never in a pseudo session (docs/decisions/033). */
const NO_MONEY_AS_SOMEONE_ELSE = { pseudo: 403 } as const;

/** Where a route's own rules refine its declared access; each line says why. */
const signedInRoles = (status: number) =>
  Object.fromEntries(ROLES.filter((r) => r !== 'anonymous' && r !== 'token').map((r) => [r, status]));

const MATRIX_REPORT = { category: 'not_a_client', reason: 'This client never worked with me.' } as const;

/** A client's link is answered by anyone holding it but the member who sent it, or staff acting as them (decision 126). */
const NOT_THE_REQUESTER = { member: 403, pseudo: 403 } as const;

const EXCEPTIONS: Record<string, Partial<Record<Role, Expected>>> = {
  // A pro bono place is for a member who translates the project's pair (Portuguese into English):
  // Jonas interprets German and English, and the admin's and staff's accounts list no pairs.
  'POST /next/api/pro-bono/projects/:id/volunteers': { otherMember: 403, admin: 403, staff: 403 },
  // The links are the member's own requests: they cannot read or answer them.
  'GET /next/api/client-requests/:token': NOT_THE_REQUESTER,
  'POST /next/api/client-requests/:token/review': NOT_THE_REQUESTER,
  'POST /next/api/client-requests/:token/project': NOT_THE_REQUESTER,
  // A year of the professional plan: for the two linguists; the company, the admin and staff (clients'
  // accounts) have another plan or none; money never moves in a pseudo session.
  'POST /next/api/membership/purchase': { linkEditor: 403, admin: 403, staff: 403, ...NO_MONEY_AS_SOMEONE_ELSE },
  // An assessment is asked for in a pair of one's own profile: staff and the admin list none; the pseudo
  // session acts as the member, who has just asked for that pair.
  'POST /next/api/language-assessments': { admin: 400, staff: 400, pseudo: 409 },
  // Impersonation: admins start it, a pseudo session may switch member; nobody else.
  'POST /next/api/auth/impersonate': { member: 403, otherMember: 403, linkEditor: 403, staff: 403 },
  // The popup's list of demo accounts is for those who may impersonate: admins and pseudo sessions.
  'GET /next/api/auth/impersonation-candidates': { member: 403, otherMember: 403, linkEditor: 403, staff: 403 },
  // A pseudo session's browsing is not the member's: its visits are not recorded, so none can end.
  'PUT /next/api/page-visits': { pseudo: 404 },
  // Only a pseudo session has an impersonation to stop.
  'POST /next/api/auth/impersonate/stop': { member: 400, otherMember: 400, linkEditor: 400, admin: 400, staff: 400 },
  // Tokens are managed in one's own browser session, never while impersonating.
  'GET /next/api/tokens': { pseudo: 403 },
  // One's own password and address: never while impersonating. The example's current password is
  // wrong (a right one would change the shared demo accounts), so 400 is a caller let through to
  // the password check; account-security.api.test.ts covers the changes themselves.
  'POST /next/api/account/password': { ...signedInRoles(400), pseudo: 403 },
  'POST /next/api/account/email': { ...signedInRoles(400), pseudo: 403 },
  'POST /next/api/account/sign-out-others': { pseudo: 403 },
  // Deleting one's account: never while impersonating, nor an admin or staff account.
  'POST /next/api/account/delete': { ...signedInRoles(400), pseudo: 403, admin: 403, staff: 403 },
  // The mailed link decides, not the caller: the example's is unknown to everyone.
  'POST /next/api/auth/change-email/confirm': Object.fromEntries(ROLES.map((r) => [r, 400])),
  'POST /next/api/tokens': { pseudo: 403 },
  'DELETE /next/api/tokens/:id': { pseudo: 403 },
  // The classic-site bridge is off in this app (no CLASSIC_SITE_URL).
  'POST /next/api/auth/classic-signin': Object.fromEntries(ROLES.map((r) => [r, 404])),
  // The examples name the conversation messaging_6_7 (the member and the other member).
  'POST /next/api/chat/channel': CHAT_MEMBERS_ONLY,
  'PUT /next/api/chat/channel': CHAT_MEMBERS_ONLY,
  'GET /next/api/chat/channels/:channelId/messages': CHAT_MEMBERS_ONLY,
  'POST /next/api/chat/channels/:channelId/messages': CHAT_MEMBERS_ONLY,
  'POST /next/api/chat/channels/:channelId/read': CHAT_MEMBERS_ONLY,
  // Only the recipient (the member) turns a message they received into a notification.
  'POST /next/api/chat/test-message': { otherMember: 403, ...CHAT_MEMBERS_ONLY },
  // Photo files are named at random when uploaded: the example names none that exists, for anyone.
  'GET /media/photos/:file': Object.fromEntries(ROLES.map((r) => [r, 404])),
  // Teams: a business that may try next-phase features runs one. The link editor (the language company,
  // a next-phase tester) runs the seeded team; the admin (a client) starts one; the translator, the
  // interpreter and a pseudo session as the translator are no business; staff is not a next-phase tester.
  'POST /next/api/teams': { member: 403, otherMember: 403, linkEditor: 409, staff: 403, pseudo: 403 },
  // The team is the caller's own: whoever runs none finds none to change.
  'POST /next/api/teams/mine/invitations': { member: 404, otherMember: 404, staff: 404, pseudo: 404 },
  'DELETE /next/api/teams/mine/invitations/:invitationId': { member: 404, otherMember: 404, staff: 404, pseudo: 404 },
  // Only the link editor's team has the member (6) in it.
  'DELETE /next/api/teams/mine/members/:entityId': {
    member: 404,
    otherMember: 404,
    admin: 404,
    staff: 404,
    pseudo: 404,
  },
  // The mailed link decides, and only for the address it was sent to: the example's is unknown to everyone.
  'POST /next/api/teams/invitation': signedInRoles(404),
  'POST /next/api/teams/join': signedInRoles(404),
  // Team 1 is the link editor's: its members (the member, the other member) leave; others are not in it.
  'POST /next/api/teams/:teamId/leave': { linkEditor: 404, admin: 404, staff: 404 },
  // Jobs: clients and language companies post; translators and interpreters do not. Only a job's poster
  // manages it (the others meet the demo client's job). Clients do not quote. Only the two parties of a
  // completed job rate it and reply (the other member is neither).
  'POST /next/api/jobs': { member: 403, otherMember: 403, pseudo: 403 },
  'PUT /next/api/jobs/:jobId': NOT_THE_POSTER,
  'POST /next/api/jobs/:jobId/status': NOT_THE_POSTER,
  'PUT /next/api/jobs/:jobId/sample': NOT_THE_POSTER,
  'DELETE /next/api/jobs/:jobId/sample': NOT_THE_POSTER,
  'PUT /next/api/jobs/:jobId/quotes/mine': { admin: 403, staff: 403 },
  'DELETE /next/api/jobs/:jobId/quotes/mine': { admin: 404, staff: 404 },
  'POST /next/api/jobs/:jobId/quotes/:quoteId/shortlist': NOT_THE_POSTER,
  'POST /next/api/jobs/:jobId/quotes/:quoteId/decline': NOT_THE_POSTER,
  'GET /next/api/jobs/:jobId/invitations': NOT_THE_POSTER,
  'POST /next/api/jobs/:jobId/invitations': NOT_THE_POSTER,
  'DELETE /next/api/jobs/:jobId/invitations/:entityId': NOT_THE_POSTER,
  // Any member may ask where the translator (6) stands on her open jobs (none, for most); not the translator herself.
  'GET /next/api/jobs/mine/invitations/:entityId': { member: 400, pseudo: 400 },
  // Only the invited decline: the admin posted the job, and staff take no work, so neither is invited.
  'POST /next/api/jobs/:jobId/invitations/mine/decline': { admin: 404, staff: 404 },
  'POST /next/api/jobs/:jobId/award': NOT_THE_POSTER,
  // Only the professional whose quote was chosen asks to be paid: the member (or a pseudo session as her).
  'POST /next/api/jobs/:jobId/payment-request': { otherMember: 403, linkEditor: 403, admin: 403, staff: 403 },
  'POST /next/api/jobs/:jobId/rating': { otherMember: 403 },
  'POST /next/api/jobs/:jobId/rating/reply': { otherMember: 403 },
  // Wordhive Pay: a payment is its payer's and payee's (the member is Priya's payee); anyone else meets a
  // 404. Nobody moves money in a pseudo session. Each caller pays, funds, releases and cancels their own
  // payment; the member and the other member have money past the hold period to withdraw (the others
  // reach the rule).
  'GET /next/api/wordhivepay/payments/:paymentId': { otherMember: 404, linkEditor: 404, staff: 404 },
  'GET /next/api/wordhivepay/payments/:paymentId/invoice': { otherMember: 404, linkEditor: 404, staff: 404 },
  // A payment's documents, like the payment; a document is its issuer's and customer's (document 1 is an
  // invoice the member issued), a membership receipt its buyer's (the member's purchase).
  'GET /next/api/wordhivepay/payments/:paymentId/documents': { otherMember: 404, linkEditor: 404, staff: 404 },
  'GET /next/api/wordhivepay/documents/:documentId': { otherMember: 404, linkEditor: 404, staff: 404 },
  'GET /next/api/membership/purchases/:purchaseId/receipt': { otherMember: 404, linkEditor: 404, staff: 404 },
  'POST /next/api/wordhivepay/payments': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/fund': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/release': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/cancel': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/report-nonpayment': NO_MONEY_AS_SOMEONE_ELSE,
  // A payment's dispute is read like the payment. Its payer disputes, its payee answers and gives back,
  // each on a payment of their own; staff decide (admin only, by the declared access).
  'GET /next/api/wordhivepay/payments/:paymentId/dispute': { otherMember: 404, linkEditor: 404, staff: 404 },
  'POST /next/api/wordhivepay/payments/:paymentId/dispute': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/dispute/answer': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payments/:paymentId/refund': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/withdrawals': { linkEditor: 409, admin: 409, staff: 409, pseudo: 403 },
  'PUT /next/api/wordhivepay/settings': NO_MONEY_AS_SOMEONE_ELSE,
  'POST /next/api/wordhivepay/payout-methods': NO_MONEY_AS_SOMEONE_ELSE,
  'DELETE /next/api/wordhivepay/payout-methods/:methodId': NO_MONEY_AS_SOMEONE_ELSE,
  // A tool is reviewed by members who list it on their profile: the member (and a pseudo session as the
  // member) and the link editor list Trados Studio; the other member, the admin and staff do not.
  'PUT /next/api/software-hub/reviews': { otherMember: 403, admin: 403, staff: 403 },
  // A plain GET is no WebSocket upgrade; tokens never reach the socket at all.
  'GET /next/ws': { ...Object.fromEntries(ROLES.map((r) => [r, 404])), token: 403 },
};

/** Calls that replace the caller's session: each gets a session of its own, so the shared ones stay valid. */
const ROTATES_SESSION = new Set([
  'POST /next/api/auth/signin',
  'POST /session/signin',
  'POST /next/api/auth/confirm',
  'POST /session/confirm',
  'POST /next/api/auth/password-reset/confirm',
  'POST /session/password-reset/confirm',
  'POST /next/api/auth/impersonate',
  'POST /next/api/auth/impersonate/stop',
  'POST /next/api/session/logout',
]);

/** Calls that end the caller's other sessions, the shared ones among them: everyone signs in again after. */
const ENDS_OTHER_SESSIONS = new Set(['POST /next/api/account/sign-out-others']);

/** Who each role is (pseudo and token act as the member). */
const ENTITY_IDS: Record<Role, number> = {
  anonymous: 0,
  member: 6,
  otherMember: 7,
  linkEditor: 8,
  admin: 5,
  staff: 1,
  pseudo: 6,
  token: 6,
};

let t: TestApp;
const callers = new Map<Role, Caller>();
let adminCookie: string;
let signupCount = 0;

async function pseudoSession(): Promise<Caller> {
  const res = await t.request({
    method: 'POST',
    url: '/next/api/auth/impersonate',
    cookie: await t.signIn(EMAILS.admin),
    payload: { pseudoId: 6 },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res) };
}

async function callerFor(role: Role, fresh: boolean): Promise<Caller> {
  if (!fresh && callers.has(role)) return callers.get(role)!;
  let caller: Caller;
  if (role === 'anonymous') caller = {};
  else if (role === 'pseudo') caller = await pseudoSession();
  else if (role === 'token') {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie: await t.signIn(EMAILS.member),
      payload: { name: 'matrix', scopes: ['profile:read'], expiresInDays: 7, currentPassword: DEMO_PASSWORD },
    });
    caller = { authorization: `Bearer ${res.json().secret}` };
  } else caller = { cookie: await t.signIn(EMAILS[role]) };
  if (!fresh) callers.set(role, caller);
  return caller;
}

// Jobs (issue 17). The link editor (a company), the admin and staff (clients) post; the member (a translator),
// the other member (an interpreter) and a pseudo session as the member quote. A poster acts on a fresh job of
// its own; everyone else meets the demo client's job 1, which is not theirs.
const JOB_POSTERS: ReadonlySet<Role> = new Set(['linkEditor', 'admin', 'staff']);
const DEMO_JOB = 1;
const matrixJob = {
  title: 'Matrix job',
  description: 'A job the permission matrix posts for the role it calls.',
  pairs: [{ source: 'por', target: 'eng' }],
  serviceId: 1,
  disciplineId: 102,
  volume: 1000,
  unit: 'words',
  deadline: '2031-01-31',
  currency: 'EUR',
  budgetMinMilli: null,
  budgetMaxMilli: null,
  catToolId: null,
  audience: 'everyone',
  minRating: null,
  quotesVisible: false,
};
const jobQuote = { rateMilli: 90, unit: 'words', currency: 'EUR', deliveryDate: '2031-01-20', note: '' };

async function jobCall(cookie: string | undefined, method: string, url: string, payload?: unknown) {
  const res = await t.request({ method, url, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** A fresh open job of this poster's, with the member's quote on it when asked. */
async function postedJob(posterCookie: string, withQuote = false): Promise<{ jobId: number; quoteId: number }> {
  const job = await jobCall(posterCookie, 'POST', '/next/api/jobs', { job: matrixJob, publish: true });
  if (!withQuote) return { jobId: job.id, quoteId: 1 };
  const member = (await callerFor('member', false)).cookie;
  const quoted = await jobCall(member, 'PUT', `/next/api/jobs/${job.id}/quotes/mine`, jobQuote);
  return { jobId: job.id, quoteId: quoted.viewer.ownQuote.id };
}

/** A completed job the member did for this poster: the poster (or the member) may rate it. */
async function completedJob(posterCookie: string): Promise<number> {
  const { jobId, quoteId } = await postedJob(posterCookie, true);
  await jobCall(posterCookie, 'POST', `/next/api/jobs/${jobId}/award`, { quoteId });
  await jobCall(posterCookie, 'POST', `/next/api/jobs/${jobId}/status`, { status: 'completed' });
  return jobId;
}

/** The job a role acts on as poster: a fresh one of its own, or the demo job for those who post none. */
const ownJob = async (role: Role, caller: Caller, withQuote = false) =>
  JOB_POSTERS.has(role) && caller.cookie ? postedJob(caller.cookie, withQuote) : { jobId: DEMO_JOB, quoteId: 1 };
/** The member (or a pseudo session as the member) and the posters are parties of a fresh completed job. */
async function ratedJob(role: Role, caller: Caller, rateFirst: 'poster' | 'member' | null): Promise<number> {
  const party = JOB_POSTERS.has(role) || role === 'member' || role === 'pseudo';
  if (!party || !caller.cookie) return DEMO_JOB;
  const posterCookie = JOB_POSTERS.has(role) ? caller.cookie : adminCookie;
  const jobId = await completedJob(posterCookie);
  const rating = { rating: 5, comment: 'Matrix rating' };
  if (rateFirst === 'member')
    await jobCall((await callerFor('member', false)).cookie, 'POST', `/next/api/jobs/${jobId}/rating`, rating);
  if (rateFirst === 'poster') await jobCall(posterCookie, 'POST', `/next/api/jobs/${jobId}/rating`, rating);
  return jobId;
}
const sampleFile = Buffer.from('Cláusula primeira: objeto.');

/** Inputs for routes whose example cannot simply be sent again and again. */
const freshAddress = () => `matrix-${++signupCount}@example.com`;
const tokenIn = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
const INPUTS: Record<string, (role: Role, caller: Caller) => Promise<RouteExample>> = {
  'POST /next/api/auth/signup': async () => ({
    body: { email: freshAddress(), password: 'a-long-password', name: 'Matrix Member' },
  }),
  // A fresh sign-up's own link, each time.
  'POST /next/api/auth/confirm': async () => {
    const email = freshAddress();
    await t.request({
      method: 'POST',
      url: '/next/api/auth/signup',
      payload: { email, password: 'a-long-password', name: 'Matrix Member' },
    });
    return { body: { token: tokenIn(await t.linkIn(email, 'confirm-signup')) } };
  },
  'POST /next/api/auth/password-reset/confirm': async () => {
    const email = freshAddress();
    await t.signUp({ email, name: 'Matrix Member' });
    await t.request({ method: 'POST', url: '/next/api/auth/password-reset', payload: { email } });
    return { body: { token: tokenIn(await t.linkIn(email, 'reset-password')), password: 'a-new-long-password' } };
  },
  // Each role deletes an item of its own making (by the admin), so each call has something to delete.
  'DELETE /next/api/nav-links': async () => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/nav-links',
      cookie: adminCookie,
      payload: { name: 'To delete', location: 'header' },
    });
    return { body: { id: res.json().item.nav_item_id } };
  },
  // Every demo account's own password (the example's is wrong): a caller let through makes a token.
  'POST /next/api/tokens': async () => ({
    body: { name: 'matrix', scopes: ['profile:read'], expiresInDays: 7, currentPassword: DEMO_PASSWORD },
  }),
  'DELETE /next/api/tokens/:id': async (role, caller) => {
    if (!caller.cookie || role === 'pseudo') return { params: { id: 1 } };
    const res = await t.request({
      method: 'POST',
      url: '/next/api/tokens',
      cookie: caller.cookie,
      payload: { name: 'to revoke', scopes: ['profile:read'], expiresInDays: 7, currentPassword: DEMO_PASSWORD },
    });
    return { params: { id: res.json().token.id } };
  },
  // One of the member's own credentials (ids depend on how many members the seed generated).
  'PUT /next/api/admin/members/:entityId/credentials/:credentialId': async () => {
    const res = await t.request({ url: '/next/api/user/credentials?entityId=6' });
    return { params: { entityId: 6, credentialId: res.json().credentials[0].id }, body: { verified: true } };
  },
  // Feedback the member sent, for the admin to mark handled.
  'POST /next/api/admin/website-feedback/:id/handled': async () => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/website-feedback',
      payload: { suggestion: 'A button to export my glossary.', url: '/profile/6', rating: 4 },
    });
    return { params: { id: res.json().id }, body: { handled: true } };
  },
  // Feedback and page visits are sent as oneself (a token counts as anonymous on the public feedback route).
  'POST /next/api/website-feedback': async (role) => ({
    query: { entityId: role === 'token' ? 0 : ENTITY_IDS[role] },
    body: { suggestion: 'The directory filters are great.', url: '/directory', rating: 5 },
  }),
  'POST /next/api/page-visits': async (role) => ({
    body: {
      entityId: ENTITY_IDS[role],
      pagePath: '/directory',
      browser: 'Matrix',
      ip: '',
      buildTimeMs: 5,
      loadTimeMs: 300,
    },
  }),
  // Each role ends a visit of its own.
  'PUT /next/api/page-visits': async (role, caller) => {
    if (!caller.cookie) return { body: { sessionId: 'Q2hVjW3mZx8sK1pLr4TnYb7eDgFa0cHu', timeSpentMs: 1000 } };
    const res = await t.request({
      method: 'POST',
      url: '/next/api/page-visits',
      cookie: caller.cookie,
      payload: { entityId: ENTITY_IDS[role], pagePath: '/', browser: 'Matrix', ip: '' },
    });
    return { body: { sessionId: res.json().sessionId, timeSpentMs: 1000 } };
  },
  // Each role marks a notification of its own.
  'POST /next/api/notifications/mark-read': async (role) => {
    if (!ENTITY_IDS[role]) return { body: { notificationIds: [1] } };
    const res = await t.request({
      method: 'POST',
      url: '/next/api/notifications',
      cookie: adminCookie,
      payload: { userId: ENTITY_IDS[role], type: 'announcement', title: 'Matrix', message: 'For the matrix' },
    });
    return { body: { notificationIds: [res.json().notification.id] } };
  },
  // Each role syncs its own chats, once (the sync is throttled per member).
  'POST /next/api/chat/sync': async (role) => {
    const userId = ENTITY_IDS[role];
    await t.app.ctx.limiter.reset(`chat:sync:${userId}`);
    return { body: { userId } };
  },
  // Nobody chats with themselves: the other member writes to the member.
  'POST /next/api/chat/create-channel': async (role) => ({ body: { recipientId: role === 'otherMember' ? 6 : 7 } }),
  // A message the other member really sent the member, to be notified of.
  'POST /next/api/chat/test-message': async () => {
    const id = `matrix-${++signupCount}-message`;
    const res = await t.request({
      method: 'POST',
      url: '/next/api/chat/channels/messaging_6_7/messages',
      cookie: await t.signIn(EMAILS.otherMember),
      payload: { id, text: 'Are you free on Monday?' },
    });
    expect(res.statusCode).toBe(201);
    return { body: { senderId: 7, recipientId: 6, channelId: 'messaging_6_7', messageId: id } };
  },
  // Review and confirmation requests: a new client each time (one open request per client), and
  // yesterday's requests do not count against today's allowance.
  'POST /next/api/user/review-requests': async () => {
    await forgetTodaysRequests();
    return { query: { entityId: 6 }, body: { clientName: 'Matrix Client', clientEmail: freshAddress() } };
  },
  'POST /next/api/user/project-history/confirmation': async () => {
    await forgetTodaysRequests();
    return {
      query: { entityId: 6 },
      body: { projectId: await unconfirmedProject(), clientName: 'Matrix Client', clientEmail: freshAddress() },
    };
  },
  // A client's link of the right kind, fresh for each call.
  'GET /next/api/client-requests/:token': async () => ({ params: { token: await clientLink('review') } }),
  'POST /next/api/client-requests/:token/review': async () => ({
    params: { token: await clientLink('review') },
    body: { name: 'Matrix Client', company: '', willingAgain: true, rating: 5, comment: 'Would hire again, gladly.' },
  }),
  'POST /next/api/client-requests/:token/project': async () => ({
    params: { token: await clientLink('project') },
    body: { name: 'Matrix Client', confirmed: false },
  }),
  // Feedback on the member's profile with no open report, for each call to report.
  'POST /next/api/feedback/:feedbackId/report': async () => {
    await t.rows('delete from feedback_reports');
    const feedback = (await t.request({ url: '/next/api/user/feedback?entityId=6' })).json().items;
    return { params: { feedbackId: feedback[0].id }, body: MATRIX_REPORT };
  },
  // A Blue Board entry about the demo client with no open report, for each call to report.
  'POST /next/api/bb-entries/:entryId/report': async () => {
    await t.rows('delete from feedback_reports');
    const entries = (await t.request({ url: '/next/api/user/bb-entries?entityId=9' })).json().entries;
    return { params: { entryId: entries[0].id }, body: MATRIX_REPORT };
  },
  // An open report of the member's, for the admin to decide (kept: the feedback stays for the next call).
  'POST /next/api/admin/feedback-reports/:id': async () => {
    await t.rows('delete from feedback_reports');
    const feedback = (await t.request({ url: '/next/api/user/feedback?entityId=6' })).json().items;
    const res = await t.request({
      method: 'POST',
      url: `/next/api/feedback/${feedback[0].id}/report`,
      cookie: await t.signIn(EMAILS.member),
      payload: MATRIX_REPORT,
    });
    return { params: { id: res.json().id }, body: { outcome: 'kept', reason: 'Nothing in it breaks the rules.' } };
  },
  // Nobody keeps themselves: the member (and the pseudo session acting as them) keeps the other member.
  'PUT /next/api/favorites/:entityId': async (role) => ({
    params: { entityId: ENTITY_IDS[role] === 6 ? 7 : 6 },
    body: { note: 'Matrix' },
  }),
  // Each business has a team, and the member (6) is in the link editor's, before every call.
  'POST /next/api/teams/mine/invitations': async () => {
    await t.rows("insert into teams (owner_entity_id, name) values (5, 'Matrix team') on conflict do nothing");
    return { body: { email: freshAddress() } };
  },
  // A fresh invitation of the caller's own team, when it runs one, to withdraw.
  'DELETE /next/api/teams/mine/invitations/:invitationId': async (_role, caller) => {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/teams/mine/invitations',
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      payload: { email: freshAddress() },
    });
    return { params: { invitationId: res.statusCode === 200 ? res.json().invitations.at(-1).id : 1 } };
  },
  'DELETE /next/api/teams/mine/members/:entityId': async () => {
    await t.rows('insert into team_members (team_id, entity_id) values (1, 6) on conflict do nothing');
    return { params: { entityId: 6 } };
  },
  'POST /next/api/teams/:teamId/leave': async () => {
    await t.rows('insert into team_members (team_id, entity_id) values (1, 6), (1, 7) on conflict do nothing');
    return { params: { teamId: 1 } };
  },
  'POST /next/api/jobs': async () => ({ body: { job: matrixJob, publish: false } }),
  'PUT /next/api/jobs/:jobId': async (role, caller) => ({
    params: { jobId: (await ownJob(role, caller)).jobId },
    body: matrixJob,
  }),
  'POST /next/api/jobs/:jobId/status': async (role, caller) => ({
    params: { jobId: (await ownJob(role, caller)).jobId },
    body: { status: 'closed' },
  }),
  'PUT /next/api/jobs/:jobId/sample': async (role, caller) => ({
    params: { jobId: (await ownJob(role, caller)).jobId },
    query: { name: 'excerpt.txt' },
    body: sampleFile,
    contentType: 'text/plain',
  }),
  // A poster's fresh job with a sample attached, to remove.
  'DELETE /next/api/jobs/:jobId/sample': async (role, caller) => {
    const { jobId } = await ownJob(role, caller);
    if (jobId !== DEMO_JOB) {
      await t.request({
        method: 'PUT',
        url: `/next/api/jobs/${jobId}/sample?name=excerpt.txt`,
        cookie: caller.cookie!,
        payload: sampleFile,
        headers: { 'content-type': 'text/plain' },
      });
    }
    return { params: { jobId } };
  },
  // The admin's open job with a sample: every signed-in member may download it.
  'GET /next/api/jobs/:jobId/sample': async () => {
    const { jobId } = await postedJob(adminCookie);
    await t.request({
      method: 'PUT',
      url: `/next/api/jobs/${jobId}/sample?name=excerpt.txt`,
      cookie: adminCookie,
      payload: sampleFile,
      headers: { 'content-type': 'text/plain' },
    });
    return { params: { jobId } };
  },
  // Those who quote have a quote on the demo job to withdraw.
  'DELETE /next/api/jobs/:jobId/quotes/mine': async (role, caller) => {
    if (['member', 'otherMember', 'linkEditor', 'pseudo'].includes(role) && caller.cookie) {
      await jobCall(caller.cookie, 'PUT', `/next/api/jobs/${DEMO_JOB}/quotes/mine`, jobQuote);
    }
    return { params: { jobId: DEMO_JOB } };
  },
  'POST /next/api/jobs/:jobId/quotes/:quoteId/shortlist': async (role, caller) => ({
    params: await ownJob(role, caller, true),
    body: { shortlisted: true },
  }),
  'POST /next/api/jobs/:jobId/quotes/:quoteId/decline': async (role, caller) => ({
    params: await ownJob(role, caller, true),
  }),
  'GET /next/api/jobs/:jobId/invitations': async (role, caller) => ({
    params: { jobId: (await ownJob(role, caller)).jobId },
  }),
  // The poster invites the translator (6) to her fresh job.
  'POST /next/api/jobs/:jobId/invitations': async (role, caller) => ({
    params: { jobId: (await ownJob(role, caller)).jobId },
    body: { entityId: 6 },
  }),
  // The poster withdraws her invitation of the translator (6) from her fresh job.
  'DELETE /next/api/jobs/:jobId/invitations/:entityId': async (role, caller) => {
    const { jobId } = await ownJob(role, caller);
    if (JOB_POSTERS.has(role) && caller.cookie) {
      await jobCall(caller.cookie, 'POST', `/next/api/jobs/${jobId}/invitations`, { entityId: 6 });
    }
    return { params: { jobId, entityId: 6 } };
  },
  // The admin invites the caller to quote on a fresh job of his (those who cannot quote are not invited).
  'POST /next/api/jobs/:jobId/invitations/mine/decline': async (role) => {
    const { jobId } = await postedJob(adminCookie);
    if (ENTITY_IDS[role] && role !== 'admin') {
      await t.request({
        method: 'POST',
        url: `/next/api/jobs/${jobId}/invitations`,
        cookie: adminCookie,
        payload: { entityId: ENTITY_IDS[role] },
      });
    }
    return { params: { jobId }, body: { reason: 'busy' } };
  },
  'POST /next/api/jobs/:jobId/award': async (role, caller) => {
    const { jobId, quoteId } = await ownJob(role, caller, true);
    return { params: { jobId }, body: { quoteId } };
  },
  // A fresh job of the admin's, awarded to the member's quote, with nothing paid yet.
  'POST /next/api/jobs/:jobId/payment-request': async (_role, caller) => {
    if (!caller.cookie) return { params: { jobId: DEMO_JOB } };
    const { jobId, quoteId } = await postedJob(adminCookie, true);
    await jobCall(adminCookie, 'POST', `/next/api/jobs/${jobId}/award`, { quoteId });
    return { params: { jobId } };
  },
  'POST /next/api/jobs/:jobId/rating': async (role, caller) => ({
    params: { jobId: await ratedJob(role, caller, null) },
    body: { rating: 4, comment: 'Matrix rating' },
  }),
  // The other side rated first: there is a rating to reply to.
  'POST /next/api/jobs/:jobId/rating/reply': async (role, caller) => ({
    params: { jobId: await ratedJob(role, caller, JOB_POSTERS.has(role) ? 'member' : 'poster') },
    body: { reply: 'Thank you.' },
  }),
  // Each role's own saved search.
  'PATCH /next/api/job-alerts/:alertId': async (_role, caller) => ({
    params: { alertId: await ownAlert(caller) },
    body: { digest: true },
  }),
  'DELETE /next/api/job-alerts/:alertId': async (_role, caller) => ({ params: { alertId: await ownAlert(caller) } }),
  // Wordhive Pay: each caller's own payment to the demo client, in the state the call needs.
  'POST /next/api/wordhivepay/payments/:paymentId/fund': async (_role, caller) => ({
    params: { paymentId: await ownPayment(caller, false) },
    body: { method: 'card', cardId: 'pm_card_visa' },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/release': async (_role, caller) => ({
    params: { paymentId: await ownPayment(caller, true) },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/cancel': async (_role, caller) => ({
    params: { paymentId: await ownPayment(caller, false) },
    body: { reason: 'Paid another way' },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/dispute': async (_role, caller) => ({
    params: { paymentId: await ownPayment(caller, true) },
    body: { claimed: 1_000, reason: 'Matrix dispute: half of it was not done.' },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/dispute/answer': async (role) => ({
    params: { paymentId: await heldForCaller(role, true) },
    body: { statement: 'Matrix answer: all of it was delivered.' },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/refund': async (role) => ({
    params: { paymentId: await heldForCaller(role, false) },
    body: { amount: 500, reason: 'One page was late' },
  }),
  'POST /next/api/wordhivepay/payments/:paymentId/dispute/decision': async () => ({
    params: { paymentId: await answeredDispute() },
    body: { outcome: 'split', refund: 800, reason: 'Matrix decision: two of the five pages were done.' },
  }),
  // The seeded dispute (LinguaBridge's, waiting for staff).
  'GET /next/api/wordhivepay/admin/disputes/:paymentId': async () => {
    const [row] = await t.rows<{ id: number }>('select payment_id as id from pay_disputes order by payment_id limit 1');
    return { params: { paymentId: row!.id } };
  },
  // An overdue payment owed to the caller.
  'POST /next/api/wordhivepay/payments/:paymentId/report-nonpayment': async (role) => {
    const [row] = await t.rows<{ id: number }>(
      `insert into pay_payments (payer_entity_id, payee_entity_id, amount, currency, description, status, due_date)
       values (9, ${ENTITY_OF[role] ?? 6}, 1000, 'EUR', 'Matrix invoice', 'awaiting_funding', '2020-01-01') returning id`,
    );
    return { params: { paymentId: row!.id }, body: { details: 'Thirty days overdue, no answer to reminders.' } };
  },
  // The member's first membership purchase (the purchase route ran for her before); 1 if she has none.
  'GET /next/api/membership/purchases/:purchaseId/receipt': async () => {
    const [row] = await t.rows<{ id: number }>(
      'select id from membership_purchases where entity_id = 6 order by id limit 1',
    );
    return { params: { purchaseId: row?.id ?? 1 } };
  },
  'POST /next/api/wordhivepay/withdrawals': async (_role, caller) => ({
    body: { amount: 100, currency: 'EUR', payoutMethodId: await ownPayoutMethod(caller) },
  }),
  'DELETE /next/api/wordhivepay/payout-methods/:methodId': async (_role, caller) => ({
    params: { methodId: await ownPayoutMethod(caller) },
  }),
  // A generated member, so the demo accounts keep paying for the rest of the matrix.
  'POST /next/api/wordhivepay/accounts/:entityId/freeze': async () => {
    const [row] = await t.rows<{ id: number }>(
      'select entity_id as id from users where entity_id >= 100 and suspended_at is null order by entity_id limit 1',
    );
    return { params: { entityId: row!.id }, body: { frozen: true, reason: 'Card payments under review' } };
  },
  // A generated member, so the demo accounts keep their roles for the rest of the matrix.
  'PUT /next/api/admin/members/:entityId/roles': async () => ({
    params: { entityId: 100 },
    body: { roles: ['verified_outsourcer'] },
  }),
  // Networking walls: each call acts on a fresh wall the admin opens (with the caller's own profile on it,
  // or the member's for the admin's edits), so the seeded walls stay as they are for the rest of the matrix.
  'POST /next/api/networking/walls': async () => ({ body: { title: 'Matrix wall', slug: freshWallSlug() } }),
  'DELETE /next/api/networking/walls/:wallId': async () => ({ params: { wallId: await freshWall() } }),
  'POST /next/api/networking/walls/:wallId/profiles': async () => ({
    params: { wallId: await freshWall() },
    body: WALL_PROFILE,
  }),
  'PATCH /next/api/networking/walls/:wallId/profiles': async (_role, caller) => ({
    params: { wallId: await freshWall(caller) },
    body: { headline: 'Matrix headline, changed' },
  }),
  'DELETE /next/api/networking/walls/:wallId/profiles': async (_role, caller) => ({
    params: { wallId: await freshWall(caller) },
  }),
  'DELETE /next/api/networking/walls/:wallId/profiles/:entity_id': async () => ({
    params: { wallId: await freshWall('member'), entity_id: 6 },
  }),
  'DELETE /api/networking/walls/:wallId/profiles/:entity_id': async () => ({
    params: { wallId: await freshWall('member'), entity_id: 6 },
  }),
  // Testimonials: one a subject each, so each role writes about a subject it has none on; each role
  // withdraws one of its own.
  'POST /next/api/testimonials': async (role) => ({
    body: { ...TESTIMONIAL, type: role === 'pseudo' || role === 'otherMember' ? 'jobs' : 'general' },
  }),
  'DELETE /next/api/testimonials/:id': async (_role, caller) => ({ params: { id: await ownTestimonial(caller) } }),
  // Content: each role publishes under a new address and deletes an item the admin has just made, so the
  // seeded articles, events, courses and projects stay for the rest of the matrix.
  'POST /next/api/news': async () => ({ body: { ...NEWS, title: freshTitle('Matrix news') } }),
  'DELETE /next/api/news/:id': async () => ({ params: { id: await adminMade('/next/api/news', NEWS, 'title') } }),
  'DELETE /next/api/events/:id': async () => ({
    params: { id: await adminMade('/next/api/events', EVENT, 'title') },
  }),
  'POST /next/api/courses': async () => ({ body: { ...COURSE, title: freshTitle('Matrix course') } }),
  'DELETE /next/api/courses/:id': async () => ({
    params: { id: await adminMade('/next/api/courses', COURSE, 'title') },
  }),
  // Lessons are ticked off in a course the caller is enrolled in (course 1, lesson 1).
  'PUT /next/api/courses/:id/lessons/:lessonId/done': async (_role, caller) => {
    if (caller.cookie) await t.request({ method: 'POST', url: '/next/api/courses/1/enrolment', cookie: caller.cookie });
    return { params: { id: 1, lessonId: 1 }, body: { done: true } };
  },
  'DELETE /next/api/pro-bono/projects/:id': async () => ({
    params: { id: await adminMade('/next/api/pro-bono/projects', PROJECT, 'title') },
  }),
  'POST /next/api/pro-bono/projects/:id/volunteers': async () => ({
    params: { id: await adminMade('/next/api/pro-bono/projects', PROJECT, 'title') },
  }),
  // A pair from the caller's own profile that waits for no assessment yet (the pseudo session acts as the
  // member, who has just asked for it: 409); staff and the admin list no pairs (400).
  'POST /next/api/language-assessments': async (role) => ({
    body:
      role === 'otherMember'
        ? { sourceLang: 'eng', targetLang: 'deu' }
        : role === 'member' || role === 'pseudo'
          ? { sourceLang: 'spa', targetLang: 'eng' }
          : { sourceLang: 'eng', targetLang: 'spa' },
  }),
  // The oldest assessment still waiting, so each grader finds one to grade.
  'POST /next/api/language-assessments/:id/result': async () => {
    const queue = await t.request({ url: '/next/api/language-assessments', cookie: adminCookie });
    return { params: { id: queue.json().items[0].id }, body: { passed: true, score: 80 } };
  },
};

let made = 0;
const freshTitle = (title: string) => `${title} ${++made}`;
const NEWS = {
  title: 'Matrix news',
  summary: 'What the permission matrix publishes, to be deleted.',
  body: 'An article of the permission matrix, long enough to be an article of the news.',
};
const EVENT = {
  title: 'Matrix event',
  kind: 'webinar',
  starts_at: '2031-01-01T10:00:00Z',
  ends_at: '2031-01-01T11:00:00Z',
  location: null,
};
const COURSE = {
  title: 'Matrix course',
  summary: 'A course of the permission matrix, to be deleted.',
  level: 'beginner',
  lessons: [{ title: 'The one lesson', body: 'What the permission matrix teaches.', minutes: 5 }],
};
const PROJECT = {
  title: 'Matrix project',
  organisation: 'Matrix Foundation',
  description: 'A pro bono project of the permission matrix.',
  // Sofia's and LinguaBridge's pair: a place is for a member who translates it.
  sourceLang: 'por',
  targetLang: 'eng',
  volunteersNeeded: 20,
};
/** A new item the admin makes (under a fresh title), by its id. */
async function adminMade(url: string, body: object, titleField: string): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url,
    cookie: adminCookie,
    payload: { ...body, [titleField]: freshTitle((body as Record<string, string>)[titleField]!) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const TESTIMONIAL = { text: 'What the permission matrix has to say about Wordhive.', rating: 4, language: 'eng' };
/** A testimonial of the caller's own, on the first subject they have none on (1 without a session). */
async function ownTestimonial(caller: Caller): Promise<number> {
  if (!caller.cookie) return 1;
  for (const type of ['membership', 'payments', 'jobs', 'general']) {
    const res = await t.request({
      method: 'POST',
      url: '/next/api/testimonials',
      cookie: caller.cookie,
      payload: { ...TESTIMONIAL, type },
    });
    if (res.statusCode === 201) return res.json().testimonial.id;
  }
  return 1;
}

const WALL_PROFILE = { headline: 'Matrix headline', looking_for: 'partners' };
let wallCount = 0;
const freshWallSlug = () => `matrix-wall-${++wallCount}`;
/** A new wall for everyone, with a profile on it of the caller (or of the member) when asked. */
async function freshWall(withProfileOf?: Caller | 'member'): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/next/api/networking/walls',
    cookie: adminCookie,
    payload: { title: 'Matrix wall', slug: freshWallSlug() },
  });
  const wallId = res.json().data.wall_id as number;
  const cookie = withProfileOf === 'member' ? (await callerFor('member', false)).cookie : withProfileOf?.cookie;
  if (cookie) {
    await t.request({
      method: 'POST',
      url: `/next/api/networking/walls/${wallId}/profiles`,
      cookie,
      payload: WALL_PROFILE,
    });
  }
  return wallId;
}

const ENTITY_OF: Partial<Record<Role, number>> = {
  member: 6,
  otherMember: 7,
  linkEditor: 8,
  admin: 5,
  staff: 1,
  pseudo: 6,
};
let payKeys = 0;
const payCall = (cookie: string, url: string, payload: object) =>
  t.request({ method: 'POST', url, cookie, payload, headers: { 'idempotency-key': `matrix-pay-${++payKeys}` } });

/** A payment the caller makes to the demo client (9): funded by card, or to fund later. Payment 2 without a session. */
async function ownPayment(caller: Caller, funded: boolean): Promise<number> {
  if (!caller.cookie) return 2;
  const res = await payCall(caller.cookie, '/next/api/wordhivepay/payments', {
    payeeEid: 9,
    amount: 2_000,
    currency: 'EUR',
    description: 'Matrix payment',
    fundNow: funded,
    ...(funded ? { funding: { method: 'card', cardId: 'pm_card_visa' } } : { dueDate: '2031-01-31' }),
  });
  return res.statusCode === 201 ? res.json().payment.id : 2;
}

/**
 * Money the demo client (9) holds for the caller, paid by card and disputed when asked: the caller is
 * its payee. Payment 3 (held for the member) for a caller who is no member.
 */
async function heldForCaller(role: Role, disputed: boolean): Promise<number> {
  const payee = ENTITY_OF[role];
  if (payee === undefined) return 3;
  const clientCookie = await t.signIn('outsourcer@demo.wordhive.test');
  const res = await payCall(clientCookie, '/next/api/wordhivepay/payments', {
    payeeEid: payee,
    amount: 2_000,
    currency: 'EUR',
    description: 'Matrix payment',
    fundNow: true,
    funding: { method: 'card', cardId: 'pm_card_visa' },
  });
  if (res.statusCode !== 201) return 3;
  const id: number = res.json().payment.id;
  if (disputed) {
    const opened = await payCall(clientCookie, `/next/api/wordhivepay/payments/${id}/dispute`, {
      claimed: 1_000,
      reason: 'Matrix dispute: half of it was not done.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
  }
  return id;
}

/** A dispute of the demo client's about money held for the member, which the member answered: staff may decide it. */
async function answeredDispute(): Promise<number> {
  const id = await heldForCaller('member', true);
  const answered = await payCall(await t.signIn(EMAILS.member), `/next/api/wordhivepay/payments/${id}/dispute/answer`, {
    statement: 'Matrix answer: all of it was delivered.',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return id;
}

/** A payout method of the caller's own (1 without a session, or where none can be added). */
async function ownPayoutMethod(caller: Caller): Promise<number> {
  if (!caller.cookie) return 1;
  const res = await payCall(caller.cookie, '/next/api/wordhivepay/payout-methods', {
    kind: 'paypal',
    email: 'matrix@example.com',
  });
  if (res.statusCode === 201) return res.json().payoutMethod.id;
  const methods = await t.rows<{ id: number }>(
    `select id from pay_payout_methods where entity_id = 6 and removed_at is null order by id limit 1`,
  );
  return methods[0]?.id ?? 1;
}

/** A saved search of the caller's own (none for a caller without a session). */
async function ownAlert(caller: Caller): Promise<number> {
  if (!caller.cookie) return 1;
  const res = await t.request({
    method: 'POST',
    url: '/next/api/job-alerts',
    cookie: caller.cookie,
    payload: { search: 'matrix', digest: false },
  });
  return res.statusCode === 201 ? res.json().alerts.at(-1).id : 1;
}

/** The member's requests so far were sent "yesterday": the daily allowance is tested on its own. */
const forgetTodaysRequests = () => t.rows("update client_requests set created_at = created_at - interval '1 day'");

async function unconfirmedProject(): Promise<number> {
  const projects = (await t.request({ url: '/next/api/user/project-history?entityId=6' })).json().projects;
  return projects.find((p: { confirmed: unknown }) => p.confirmed === null).id;
}

/** A request the admin sends for the member, and the token its mail carries. */
async function clientLink(kind: 'review' | 'project'): Promise<string> {
  await forgetTodaysRequests();
  const clientEmail = freshAddress();
  const res = await t.request({
    method: 'POST',
    url:
      kind === 'review'
        ? '/next/api/user/review-requests?entityId=6'
        : '/next/api/user/project-history/confirmation?entityId=6',
    cookie: adminCookie,
    payload: { clientName: 'Matrix Client', clientEmail, projectId: await unconfirmedProject() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return tokenIn(await t.linkIn(clientEmail, kind === 'review' ? 'review-request' : 'project-confirmation'));
}

beforeAll(async () => {
  // Many sign-ins from one address: the limits are tested on their own (auth/rate-limits.api.test.ts).
  t = await createTestApp({ seedMembers: 5, env: { RATE_LIMIT_SCALE: '100' } });
  adminCookie = await t.signIn(EMAILS.admin);
  const grant = await t.request({
    method: 'PUT',
    url: '/next/api/admin/members/8/roles',
    cookie: adminCookie,
    // The whole set: the company keeps the next-phase role it is seeded with (it runs a team).
    payload: { roles: ['link_editor', 'nextphase_tester'] },
  });
  expect(grant.statusCode).toBe(200);
});
afterAll(() => t.close());

const isOk = (status: number) => status >= 200 && status < 400;
const lastAuditRow = async () =>
  (await t.rows<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0]!.id;
/** Whether the admin (5) acting as the member (6) left an audit row after `id`. */
const auditedAsMember = async (id: number) =>
  (
    await t.rows<{ n: number }>(
      `select count(*)::int as n from audit_log where id > ${id} and actor_entity_id = 5 and acting_entity_id = 6`,
    )
  )[0]!.n > 0;
const expectedFor = (route: RouteDefinition, role: Role): Expected =>
  EXCEPTIONS[routeKey(route)]?.[role] ?? expectedByAccess(route, role);

/**
 * The matrix as a reviewed document: a route's access changes only with its row
 * in docs/PERMISSIONS.md, so a widened permission shows in the diff.
 * `UPDATE_PERMISSIONS=1` rewrites the file after a deliberate change.
 */
const PERMISSIONS_FILE = new URL('../../../docs/PERMISSIONS.md', import.meta.url);
function permissionsDocument(routes: readonly RouteDefinition[]): string {
  const header = ['route', 'anonymous', 'member', 'other member', 'link editor', 'admin', 'staff', 'pseudo', 'token'];
  const rows = routes.map((route) => {
    const cells = ROLES.map((role) => {
      const expected = expectedFor(route, role);
      return expected === 'ok' ? '✓' : String(expected);
    });
    return `| \`${routeKey(route)}\` | ${cells.join(' | ')} |`;
  });
  return [
    '# Permission matrix',
    '',
    'Who may call each route of the API, as `src/server/http/permission-matrix.api.test.ts` checks it on every',
    'run: ✓ is a success, a number the status the role gets (and nothing changes). Generated from the route',
    'table; the test fails when a route has no row here or its row differs. After a deliberate change of',
    'access, run `UPDATE_PERMISSIONS=1 npx vitest run --project api permission-matrix` and review the diff.',
    '',
    'Roles: the member is the translator (entity 6, whose id the examples name); the other member the',
    'interpreter (7); the link editor a member granted that role; staff entity 1; pseudo the admin acting',
    'as the member; token the member’s personal access token with scope `profile:read`.',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
}

describe('permission matrix', () => {
  it('matches the reviewed matrix in docs/PERMISSIONS.md, a row for every route', () => {
    const generated = permissionsDocument(t.app.routeTable);
    if (process.env.UPDATE_PERMISSIONS) writeFileSync(PERMISSIONS_FILE, generated);
    expect(readFileSync(PERMISSIONS_FILE, 'utf8')).toBe(generated);
  });

  it('has an example (or inputs) for every route that takes input', () => {
    const missing = t.app.routeTable.filter(
      (r) => (r.params || r.body || r.query) && !r.example && !INPUTS[routeKey(r)],
    );
    expect(missing.map(routeKey)).toEqual([]);
  });

  // Every route × every role, with a database fingerprint around each refusal: minutes on a busy machine.
  it('covers every role for every route, refusing without changing anything', async () => {
    const mismatches: string[] = [];
    const database = fingerprintWatch(t.database.db, { tokenCalls: true });
    for (const route of t.app.routeTable) {
      const key = routeKey(route);
      for (const role of ROLES) {
        const expected = expectedFor(route, role);
        const caller = await callerFor(role, ROTATES_SESSION.has(key));
        const input = (await INPUTS[key]?.(role, caller)) ?? route.example ?? {};
        const before = expected === 'ok' ? null : await database.current();
        const auditedUpTo =
          role === 'pseudo' && route.method !== 'GET' && !route.notAnAct ? await lastAuditRow() : null;
        const res = await callRoute(t, route, input, caller);
        if (ENDS_OTHER_SESSIONS.has(key) && isOk(res.statusCode)) {
          callers.clear();
          adminCookie = await t.signIn(EMAILS.admin);
        }
        const got = res.statusCode;
        if (expected === 'ok' ? !isOk(got) : got !== expected) {
          mismatches.push(`${key} as ${role}: expected ${expected}, got ${got} ${res.body.slice(0, 160)}`);
          continue;
        }
        if (expected === 'ok' && route.response.schema && res.headers['content-type']?.includes('json')) {
          const parsed = route.response.schema.safeParse(res.json());
          if (!parsed.success) {
            mismatches.push(`${key} as ${role}: answer does not match its declared schema: ${parsed.error.message}`);
          }
        }
        // Whatever an admin changes while acting as the member is on the record, as the member (spec §6).
        if (auditedUpTo !== null && isOk(got) && !(await auditedAsMember(auditedUpTo))) {
          mismatches.push(`${key} as pseudo: a write acting as the member left no audit row`);
        }
        if (before) {
          const after = await database.current();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length) mismatches.push(`${key} as ${role}: refused with ${got} but changed ${changed}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
