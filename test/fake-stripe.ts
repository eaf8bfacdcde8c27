/**
 * A fake Stripe API for the tests: Stripe lies outside the product. It answers payment intents,
 * refunds and payouts as Stripe does, and as Stripe does it keeps each Idempotency-Key's first
 * answer and replays it for the same key, so `charged()` says what a card really paid.
 */
import { createServer } from 'node:http';

export interface StripeCall {
  path: string;
  form: URLSearchParams;
  key: string | undefined;
  auth: string | undefined;
}

export interface FakeStripe {
  url: string;
  /** Every request that reached it, replays included. */
  calls: StripeCall[];
  /** The operations that took effect (one a key): what a bank statement would list. */
  effects(path: '/v1/payment_intents' | '/v1/refunds' | '/v1/payouts'): StripeCall[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const answered = new Map<string, { status: number; body: string; call: StripeCall }>();
  let n = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const call: StripeCall = {
        path: req.url ?? '',
        form: new URLSearchParams(body),
        key: req.headers['idempotency-key'] as string | undefined,
        auth: req.headers.authorization,
      };
      calls.push(call);
      res.setHeader('content-type', 'application/json');
      const replay = call.key ? answered.get(call.key) : undefined;
      const answer = replay ?? { ...respond(call, ++n), call };
      if (call.key && !replay) answered.set(call.key, answer);
      res.statusCode = answer.status;
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    effects: (path) =>
      [...answered.values()].filter((a) => a.status === 200 && a.call.path === path).map((a) => a.call),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function respond({ path, form, key }: StripeCall, n: number): { status: number; body: string } {
  const id = key ?? String(n);
  const ok = (object: object) => ({ status: 200, body: JSON.stringify(object) });
  if (path === '/v1/payment_intents') {
    if (form.get('payment_method') === 'pm_card_chargeDeclined')
      return {
        status: 402,
        body: JSON.stringify({
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        }),
      };
    return ok({ id: `pi_${id}`, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')) });
  }
  if (path === '/v1/refunds') return ok({ id: `re_${id}`, object: 'refund', status: 'succeeded' });
  if (path === '/v1/payouts') return ok({ id: `po_${id}`, object: 'payout', status: 'pending' });
  return {
    status: 404,
    body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
  };
}
