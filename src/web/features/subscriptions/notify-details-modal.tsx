import { Button, Modal, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type SubscriptionInput, subscriptionInputSchema } from '../../../shared/api/subscriptions';
import { normalizeUsPhone } from '../../../shared/domain/contact';

type Field = 'name' | 'email' | 'contact_number';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: ({ field: Field } & TextInputProps)[] = [
  { field: 'name', label: 'Full name', required: true, autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  {
    field: 'contact_number',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+1 (555) 555-5555',
  },
];

interface NotifyDetailsModalProps {
  opened: boolean;
  serviceId: number;
  serviceName: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (input: SubscriptionInput) => void;
}

/** SPEC §5 notification modal: full name and a valid email required, phone optional but valid. */
export function NotifyDetailsModal({
  opened,
  serviceId,
  serviceName,
  submitting,
  onClose,
  onSubmit,
}: NotifyDetailsModalProps) {
  const [values, setValues] = useState({ name: '', email: '', contact_number: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = subscriptionInputSchema.safeParse({ ...values, provided_service_id: serviceId });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email' || field === 'contact_number') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    const phone = parsed.data.contact_number?.trim();
    onSubmit({ ...parsed.data, contact_number: phone ? normalizeUsPhone(phone) : null });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Get Notified" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Leave your details and we will email you when new openings for {serviceName} are added.
          </Text>
          {FIELDS.map(({ field, ...props }) => (
            <TextInput
              key={field}
              {...props}
              value={values[field]}
              error={errors[field]}
              onChange={(event) => change(field, event.currentTarget.value)}
            />
          ))}
          <Button type="submit" loading={submitting}>
            Notify Me
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
