import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-provider';

type PaymentEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/**
 * Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise (ADR 0008). A secret
 * key without the publishable one stops the start: the card form could not work. Stripe's
 * library is loaded only then (ADR 0044: start-up).
 */
export async function createPaymentProviderFromEnv(env: PaymentEnv, db: Db): Promise<PaymentProvider> {
  if (!env.STRIPE_SECRET_KEY) return createSandboxPaymentProvider(db);
  if (!env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set',
    );
  }
  const { createStripePaymentProvider } = await import('./stripe-provider');
  return createStripePaymentProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  });
}
