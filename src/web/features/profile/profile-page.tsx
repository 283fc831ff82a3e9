import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import { HELPER_TOAST_MS, PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { activePlayerOf, useCurrentClient, usePlayers } from '../auth/api';
import type { SignUpValues } from '../signup/sign-up-values';
import { AccountDataSection } from './account-data-section';
import { useUpdateProfile } from './api';
import { ParentSection } from './parent-section';
import { PasswordModal } from './password-modal';
import { PhotoUploader } from './photo-uploader';
import { PlayersSection } from './players-section';
import { ProfileSections } from './profile-sections';
import {
  PROFILE_UPDATED,
  type ProfileSection,
  profileValues,
  sectionOf,
  toProfileUpdate,
  validateProfile,
} from './profile-values';
import { ReminderSettings } from './reminder-settings';

function ProfileForm({ user }: { user: ClientAttributes }) {
  const [section, setSection] = useState<ProfileSection>('Player Info');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<SignUpValues>({ mode: 'uncontrolled', initialValues: profileValues(user) });

  function showErrors(errors: Record<string, string>) {
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) setSection(sectionOf(first));
  }

  function submit() {
    const now = new Date();
    const values = form.getValues();
    const errors = validateProfile(values, now, user.dob);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    const body = toProfileUpdate(values, now);
    if (!body.ok) return showErrors(body.errors);
    update.mutate(body.client, {
      onSuccess: () =>
        notifications.show({ message: PROFILE_UPDATED, color: 'green', autoClose: HELPER_TOAST_MS }),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          Profile Settings
        </Title>
        <Button variant="subtle" onClick={() => setPasswordOpen(true)}>
          Change password
        </Button>
      </Group>
      {!user.guest_user && <ParentSection user={user} />}
      <PlayersSection />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="md">
            <PhotoUploader image={user.profile_image} name={`${user.first_name} ${user.last_name}`} />
            <Text size="sm" c="dimmed" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Group>
          <ProfileSections form={form} section={section} onSection={setSection} keptDob={user.dob} />
          <Group justify="flex-end">
            <Button onClick={submit} loading={update.isPending}>
              Update
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ReminderSettings user={user} />
      <AccountDataSection />
      <PasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Stack>
  );
}

/** SPEC §2 /profile: 'Profile Settings' with Player, Team and Social Info, Update and password change. */
export function ProfilePage() {
  useDocumentTitle(`Profile Settings | ${PRODUCT_NAME}`);
  const client = useCurrentClient();
  const players = usePlayers();
  if (client.isPending || players.isPending) return <FullPageLoader />;
  if (!client.data) return null;
  const user = client.data.data.attributes;
  // The form is the active player's: another active player (switched here or in the header)
  // gets a fresh form; the client is refetched before the list, so it has their profile (ADR 0045).
  const activeId = activePlayerOf(players.data)?.id ?? 0;
  return (
    <Container size="md" py="xl">
      <ProfileForm key={`${user.id}:${activeId}`} user={user} />
    </Container>
  );
}
