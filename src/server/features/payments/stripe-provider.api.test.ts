/**
 * With STRIPE_SECRET_KEY set, Wordhive Pay charges, refunds and pays out through Stripe's official
 * SDK. Stripe lies outside the product: the test starts a fake Stripe API on a free port and points
 * the SDK at it (STRIPE_API_URL), then checks what reached it and what members see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/api-helper.ts';
import { type FakeStripe, startFakeStripe } from '../../../../test/fake-stripe.ts';
import type { PaySettings } from '../../../contract/payments.ts';

let stripe: FakeStripe;
let t: TestApp;
let priya: string;
let sofia: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    seedMembers: 0,
    env: { STRIPE_SECRET_KEY: 'sk_test_wordhive', STRIPE_API_URL: stripe.url, PAY_HOLD_DAYS: '0' },
  });
  priya = await t.signIn('outsourcer@demo.wordhive.test');
  sofia = await t.signIn('translator@demo.wordhive.test');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const call = (
  method: string,
  url: string,
  cookie: string,
  payload?: object,
  key = `stripe-${Math.random().toString(36).slice(2)}`,
) =>
  t.request({
    method,
    url,
    cookie,
    ...(payload ? { payload } : {}),
    headers: method === 'GET' ? {} : { 'idempotency-key': key },
  });

const card = (cardId: string) => ({
  payeeEid: 6,
  amount: 10_000,
  currency: 'EUR',
  description: 'Certified translation of a diploma',
  fundNow: true,
  funding: { method: 'card', cardId },
});

describe('the Stripe provider', () => {
  it('charges the card with the method fee on top, once per key, and says so in the settings', async () => {
    const settings = (await call('GET', '/next/api/wordhivepay/settings?payeeEid=6', sofia)).json() as PaySettings;
    expect(settings.provider).toBe('stripe');
    const before = stripe.calls.length;
    const res = await call('POST', '/next/api/wordhivepay/payments', priya, card('pm_card_visa'), 'diploma-payment-1');
    expect(res.statusCode, res.body).toBe(201);
    const charge = stripe.calls.slice(before).find((c) => c.path === '/v1/payment_intents')!;
    expect(charge.auth).toBe('Bearer sk_test_wordhive');
    expect(Object.fromEntries(charge.form)).toMatchObject({
      amount: '10320',
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: 'true',
    });
    expect(charge.key).toContain('diploma-payment-1');
  });

  it('answers a declined card with 402 and moves no money', async () => {
    const res = await call('POST', '/next/api/wordhivepay/payments', priya, card('pm_card_chargeDeclined'));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('The card was declined; nothing was charged');
    const [row] = await t.rows<{ n: number }>(
      `select count(*)::int as n from pay_payments where description = 'Certified translation of a diploma'`,
    );
    expect(row!.n).toBe(1);
  });

  it('refunds a cancelled card payment and pays a withdrawal out through Stripe', async () => {
    const made = await call('POST', '/next/api/wordhivepay/payments', priya, {
      ...card('pm_card_visa'),
      amount: 4_000,
    });
    const id = made.json().payment.id as number;
    await call('POST', `/next/api/wordhivepay/payments/${id}/cancel`, sofia, { reason: 'Not my language pair' });
    const refund = stripe.calls.find((c) => c.path === '/v1/refunds')!;
    expect(Object.fromEntries(refund.form)).toMatchObject({
      payment_intent: expect.stringMatching(/^pi_/),
      amount: '4146',
    });

    const methods = ((await call('GET', '/next/api/wordhivepay/settings?payeeEid=6', sofia)).json() as PaySettings)
      .payoutMethods;
    const res = await call('POST', '/next/api/wordhivepay/withdrawals', sofia, {
      amount: 2_500,
      currency: 'EUR',
      payoutMethodId: methods[0]!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const payout = stripe.calls.find((c) => c.path === '/v1/payouts')!;
    expect(Object.fromEntries(payout.form)).toMatchObject({ amount: '2500', currency: 'eur' });
    expect(payout.key).toBe(`withdrawal-${res.json().withdrawal.id}`);
    const list = (await call('GET', '/next/api/wordhivepay/payments-withdrawn?payeeEid=6', sofia)).json();
    expect(list.items[0]).toMatchObject({ amount: 2_500, status: 'paid' });
  });
});
