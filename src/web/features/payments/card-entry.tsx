import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CardAttributes } from '../../../shared/api/cards';
import { usePaymentConfig } from './api';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js and Elements load only when Stripe is the provider: the sandbox path never
// fetches Stripe's script.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }));

export interface CardEntryProps {
  /** Called with the saved card (already in the client's list). */
  onSaved: (card: CardAttributes) => void;
  submitLabel?: string;
}

/**
 * Add-a-card form for checkout and payment settings: the sandbox's own card fields, or
 * Stripe's card field when Stripe is configured. Either way the server gets only a token.
 */
export function CardEntry({ onSaved, submitLabel = 'Save Card' }: CardEntryProps) {
  const config = usePaymentConfig();
  if (config.isPending) return <Loader size="sm" aria-label="Loading card form" />;
  if (config.isError) {
    return (
      <Alert color="red" role="alert">
        {config.error.message}
      </Alert>
    );
  }
  const { provider, publishable_key } = config.data;
  if (provider === 'stripe' && publishable_key) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading card form" />}>
        <StripeCardForm publishableKey={publishable_key} onSaved={onSaved} submitLabel={submitLabel} />
      </Suspense>
    );
  }
  return <SandboxCardForm onSaved={onSaved} submitLabel={submitLabel} />;
}
