/**
 * A pseudo (impersonation) session for API tests: the admin `adminEntityId`
 * acting as `actingEntityId`, written straight into the sessions table the way
 * the sign-in flow would. Returns the Cookie header value.
 */
import { randomBytes } from 'node:crypto';
import { sessions } from '../src/server/db/schema/index.ts';
import type { TestApp } from './api-helper.ts';

export async function pseudoSessionCookie(t: TestApp, adminEntityId: number, actingEntityId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(sessions).values({
    tokenHash: t.app.ctx.auth.hashToken(token),
    entityId: adminEntityId,
    actingEntityId,
    adminEntityId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `wh_session=${token}`;
}
