import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type ChangeEvent, useState } from 'react';
import { type CardAttributes, INVALID_CARD_DETAILS } from '../../../shared/api/cards';
import { ApiError } from '../../lib/api-error';
import { createSandboxToken, useSaveCard } from './api';
import {
  type CardFormValues,
  formatCardNumber,
  formatExpiry,
  toSandboxCard,
  validateCardForm,
} from './card-fields';
import { CardFormFrame } from './card-form-frame';

interface Props {
  onSaved: (card: CardAttributes) => void;
  submitLabel: string;
}

const FIELDS: Record<keyof CardFormValues, TextInputProps & { format?: (value: string) => string }> = {
  name: { label: 'Name on card', autoComplete: 'cc-name' },
  number: {
    label: 'Card number',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiry',
    inputMode: 'numeric',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  cvc: { label: 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
};

/** One required card field; the number and the expiry are formatted as they are typed. */
function CardField({
  form,
  field,
}: {
  form: UseFormReturnType<CardFormValues>;
  field: keyof CardFormValues;
}) {
  const { format, ...props } = FIELDS[field];
  return (
    <TextInput
      {...props}
      withAsterisk
      key={form.key(field)}
      {...form.getInputProps(field)}
      {...(format && {
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          form.setFieldValue(field, format(event.currentTarget.value)),
      })}
    />
  );
}

/**
 * The built-in payment sandbox's card fields (ADR 0008). Test cards as in Stripe's test mode:
 * 4242 4242 4242 4242 works, 4000 0000 0000 0002 is declined when charged.
 */
export function SandboxCardForm({ onSaved, submitLabel }: Props) {
  const save = useSaveCard();
  const [tokenising, setTokenising] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardFormValues>({
    initialValues: { name: '', number: '', expiry: '', cvc: '' },
    validate: (values) => validateCardForm(values, new Date()),
  });

  async function submit(values: CardFormValues) {
    setFailure(null);
    setTokenising(true);
    let token: string;
    try {
      token = (await createSandboxToken(toSandboxCard(values))).id;
    } catch (error) {
      // SPEC §5: whatever the provider refuses, the form says the same thing.
      setFailure(error instanceof ApiError && error.status === 0 ? error.message : INVALID_CARD_DETAILS);
      return;
    } finally {
      setTokenising(false);
    }
    save.mutate(token, {
      onSuccess: (card) => {
        form.reset();
        onSaved(card.attributes);
      },
      onError: (error) => setFailure(error.message),
    });
  }

  return (
    <CardFormFrame
      onSubmit={form.onSubmit(submit)}
      failure={failure}
      submitLabel={submitLabel}
      pending={tokenising || save.isPending}
    >
      <CardField form={form} field="name" />
      <CardField form={form} field="number" />
      <Group grow align="flex-start">
        <CardField form={form} field="expiry" />
        <CardField form={form} field="cvc" />
      </Group>
      <Text size="xs" c="dimmed">
        Test mode: use 4242 4242 4242 4242 with any future date and any CVC.
      </Text>
    </CardFormFrame>
  );
}
