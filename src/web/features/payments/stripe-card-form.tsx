import { Box, Text, TextInput } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { type CardAttributes, INVALID_CARD_DETAILS } from '../../../shared/api/cards';
import { useSaveCard } from './api';
import { NAME_REQUIRED_MESSAGE } from './card-fields';
import { CardFormFrame } from './card-form-frame';

interface Props {
  publishableKey: string;
  onSaved: (card: CardAttributes) => void;
  submitLabel: string;
}

// One Stripe.js instance per key for the page's life (Stripe asks not to load it per render).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  const existing = loaded.get(key);
  if (existing) return existing;
  const promise = loadStripe(key);
  loaded.set(key, promise);
  return promise;
}

/** Stripe's card field: card details go straight to Stripe; we get a PaymentMethod id. */
export function StripeCardForm({ publishableKey, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ onSaved, submitLabel }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveCard();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenising, setTokenising] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const card = elements?.getElement(CardElement);
    const missingName = name.trim() === '';
    setNameError(missingName ? NAME_REQUIRED_MESSAGE : null);
    // SPEC §5: card field errors block submission.
    if (missingName || !stripe || !card || !complete || cardError) return;
    setTokenising(true);
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: name.trim() },
    });
    setTokenising(false);
    if (result.error || !result.paymentMethod) {
      setFailure(INVALID_CARD_DETAILS);
      return;
    }
    save.mutate(result.paymentMethod.id, {
      onSuccess: (saved) => {
        card.clear();
        setName('');
        onSaved(saved.attributes);
      },
      onError: (error) => setFailure(error.message),
    });
  }

  return (
    <CardFormFrame
      onSubmit={submit}
      failure={failure}
      submitLabel={submitLabel}
      pending={tokenising || save.isPending}
      submitDisabled={!stripe}
    >
      <TextInput
        label="Name on card"
        autoComplete="cc-name"
        withAsterisk
        value={name}
        error={nameError}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Card
        </Text>
        <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
          <CardElement
            options={{ hidePostalCode: true }}
            onChange={(e) => {
              setComplete(e.complete);
              setCardError(e.error?.message ?? null);
            }}
          />
        </Box>
        {cardError ? (
          <Text size="xs" c="red" mt={4}>
            {cardError}
          </Text>
        ) : null}
      </div>
    </CardFormFrame>
  );
}
