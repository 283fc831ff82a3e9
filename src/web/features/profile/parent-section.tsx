import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { fieldErrorsOf } from '../signup/field-labels';
import { NameGenderFields } from '../signup/name-gender-fields';
import { PhoneInput } from '../signup/phone-input';
import type { SignUpValues } from '../signup/sign-up-values';
import { useUpdateProfile } from './api';
import { EmailModal } from './email-modal';
import { PROFILE_UPDATED, parentValues, toParentUpdate } from './profile-values';

/** The parent's name and phone, changed in a dialog: the sign-up's step 1 fields, email apart. */
function ParentFormModal({ user, onClose }: { user: ClientAttributes; onClose: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<SignUpValues>({ mode: 'uncontrolled', initialValues: parentValues(user) });

  function submit() {
    const body = toParentUpdate(form.getValues());
    if (!body.ok) return form.setErrors(body.errors);
    update.mutate(body.client, {
      onSuccess: () => {
        notifications.show({ message: PROFILE_UPDATED, color: 'green', autoClose: HELPER_TOAST_MS });
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  }

  return (
    <Modal opened onClose={onClose} title="Parent/Guardian Info" centered>
      <Stack gap="md">
        <NameGenderFields
          form={form}
          fields={{ first: 'parent_first_name', last: 'parent_last_name', gender: 'parent_gender' }}
          size="md"
          ownName
        />
        <PhoneInput form={form} field="parent_contact_number" label="Phone number" required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The account holder (ADR 0060): the parent's name and phone given at sign-up, where the family's
 * emails are addressed and text reminders go, shown and changed here.
 */
export function ParentSection({ user }: { user: ClientAttributes }) {
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const name = [user.parent_first_name, user.parent_last_name].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="parent">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="parent">
            Parent/Guardian
          </Title>
          <Button size="compact-md" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name || 'No name given yet'}
        </Text>
        <Text size="sm">
          {user.parent_contact_number ? `Phone ${user.parent_contact_number}` : 'No phone number yet'}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          The account holder: emails go to {user.email}, text reminders to this phone.
        </Text>
        {!user.guest_user && (
          <Group>
            <Button size="compact-sm" variant="subtle" px={0} onClick={() => setChangingEmail(true)}>
              Change email
            </Button>
          </Group>
        )}
      </Stack>
      {editing && <ParentFormModal user={user} onClose={() => setEditing(false)} />}
      {changingEmail && <EmailModal email={user.email} onClose={() => setChangingEmail(false)} />}
    </Paper>
  );
}
