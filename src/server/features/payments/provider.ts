/**
 * The payment provider: the card network and the payout rail lie outside the
 * product. Stripe through its official SDK when STRIPE_SECRET_KEY is set
 * (STRIPE_API_URL points the SDK elsewhere: the tests' fake Stripe); otherwise
 * the sandbox, which moves no real money and knows Stripe's test cards, so the
 * demo and the browser tests pay as a member would (docs/decisions/033).
 * Every call carries an idempotency key: a retry never charges or pays twice.
 */
import type Stripe from 'stripe';
import { MESSAGES, SANDBOX_CARDS } from '../../../contract/payments.ts';

export type ProviderResult = { ok: true; id: string } | { ok: false; message: string };

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  charge(input: {
    amount: number;
    currency: string;
    cardId: string;
    description: string;
    key: string;
  }): Promise<ProviderResult>;
  refund(input: { chargeId: string; amount: number; key: string }): Promise<ProviderResult>;
  payout(input: { amount: number; currency: string; destination: string; key: string }): Promise<ProviderResult>;
}

export interface StripeSettings {
  secretKey: string;
  /** Another Stripe API address (a fake in tests, stripe-mock), else api.stripe.com. */
  apiUrl?: string;
}

export function createProvider(stripe: StripeSettings | undefined): PaymentProvider {
  return stripe ? stripeProvider(stripe) : sandboxProvider();
}

function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ cardId, key }) {
      if (cardId === 'pm_card_chargeDeclined') return { ok: false, message: MESSAGES.cardDeclined };
      // As Stripe's test mode answers a payment method it does not know: no charge, never a success.
      if (!(SANDBOX_CARDS as readonly string[]).includes(cardId)) return { ok: false, message: MESSAGES.cardUnknown };
      return { ok: true, id: `ch_sandbox_${key}` };
    },
    async refund({ key }) {
      return { ok: true, id: `re_sandbox_${key}` };
    },
    async payout({ key }) {
      return { ok: true, id: `po_sandbox_${key}` };
    },
  };
}

function stripeProvider(settings: StripeSettings): PaymentProvider {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  // The SDK is loaded with the first call, not by every process at start (about 110 ms).
  let loaded: Promise<{ Stripe: typeof Stripe; stripe: Stripe }> | undefined;
  const sdk = () =>
    (loaded ??= import('stripe').then(({ default: Stripe }) => ({
      Stripe,
      stripe: new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        ...(url
          ? { host: url.hostname, port: Number(url.port || 443), protocol: url.protocol === 'http:' ? 'http' : 'https' }
          : {}),
      }),
    })));
  const declined = async (error: unknown): Promise<ProviderResult> => {
    if (error instanceof (await sdk()).Stripe.errors.StripeCardError)
      return { ok: false, message: MESSAGES.cardDeclined };
    throw error;
  };
  return {
    name: 'stripe',
    async charge({ amount, currency, cardId, description, key }) {
      const { stripe } = await sdk();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            payment_method: cardId,
            confirm: true,
            description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: key },
        );
        return intent.status === 'succeeded'
          ? { ok: true, id: intent.id }
          : { ok: false, message: MESSAGES.cardDeclined };
      } catch (error) {
        return declined(error);
      }
    },
    async refund({ chargeId, amount, key }) {
      const { stripe } = await sdk();
      const refund = await stripe.refunds.create({ payment_intent: chargeId, amount }, { idempotencyKey: key });
      return { ok: true, id: refund.id };
    },
    async payout({ amount, currency, destination, key }) {
      const { stripe } = await sdk();
      const payout = await stripe.payouts.create(
        { amount, currency: currency.toLowerCase(), description: 'Wordhive Pay withdrawal', metadata: { destination } },
        { idempotencyKey: key },
      );
      return payout.status === 'failed'
        ? { ok: false, message: payout.failure_message ?? 'The payout failed' }
        : { ok: true, id: payout.id };
    },
  };
}
