import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_MESSAGES } from '../../../contract/http-messages.ts';
import { dictionaries } from '../../../i18n/all.ts';
import { impersonationMessage, startImpersonating, stopImpersonating } from './impersonation.ts';

const { eng, heb } = dictionaries;

/** The server's answers by path, as the browser's fetch gets them. */
function serverAnswers(answers: Record<string, [status: number, body?: unknown]>) {
  vi.stubGlobal('fetch', async (path: string) => {
    const [status, body] = answers[path] ?? [404, { error: HTTP_MESSAGES.notFound }];
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a failed stop of impersonation (spec §8: "Failed to stop pseudo: {error or Unknown error}")', () => {
  const stop = '/next/api/auth/impersonate/stop';

  it("says the server's reason, in the reader's language", async () => {
    serverAnswers({ [stop]: [400, { error: 'You are not impersonating anyone' }] });
    const result = await stopImpersonating();
    expect(impersonationMessage(result, eng)).toBe('Failed to stop pseudo: You are not impersonating anyone');
    expect(impersonationMessage(result, heb)).toBe(
      heb.impersonation.stopFailed.replace('{error}', heb.impersonation.reasons.notImpersonating),
    );
  });

  it('says an answer any call may get as every page says it', async () => {
    serverAnswers({ [stop]: [429, { error: HTTP_MESSAGES.tooManyRequests }] });
    expect(impersonationMessage(await stopImpersonating(), eng)).toBe(
      `Failed to stop pseudo: ${eng.errors.api.tooManyRequests}`,
    );
  });

  it("says 'Unknown error' only when the server gave no reason", async () => {
    serverAnswers({ [stop]: [500] });
    expect(impersonationMessage(await stopImpersonating(), eng)).toBe('Failed to stop pseudo: Unknown error');
  });
});

describe('a failed start of impersonation', () => {
  const bootstrap: [number, unknown] = [200, { ok: true }];

  it("says the server's refusal, or 'Unknown error' when it gave none", async () => {
    serverAnswers({
      '/next/api/session/bootstrap': bootstrap,
      '/next/api/auth/impersonate': [400, { error: 'pseudoId: Admins cannot be impersonated' }],
    });
    expect(impersonationMessage(await startImpersonating(1), eng)).toBe(
      'Failed to impersonate user: Admins cannot be impersonated',
    );
    serverAnswers({ '/next/api/session/bootstrap': bootstrap, '/next/api/auth/impersonate': [502] });
    expect(impersonationMessage(await startImpersonating(6), eng)).toBe('Failed to impersonate user: Unknown error');
  });

  it('asks to sign in again without a session', async () => {
    serverAnswers({ '/next/api/session/bootstrap': [200, { ok: false }] });
    expect(impersonationMessage(await startImpersonating(6), eng)).toBe(
      'No active session found. Please sign in again.',
    );
  });
});
