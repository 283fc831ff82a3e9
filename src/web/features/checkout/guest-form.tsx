import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/api/client-fields';
import { authResponseSchema, type guestClientSchema } from '../../../shared/api/clients';
import { guessTimeZone } from '../../../shared/domain/display';
import { isEmail } from '../../../shared/domain/email';
import { graduationYears } from '../../../shared/domain/grades';
import { apiRequest } from '../../lib/api-client';
import { rememberSession } from '../auth/api';
import { readableError } from '../signup/field-labels';

function postGuest(guest: z.input<typeof guestClientSchema>) {
  return apiRequest('/v1/client/profiles/create_guest', {
    method: 'POST',
    body: { guest_client: guest },
    schema: authResponseSchema,
  });
}

interface GuestValues {
  first_name: string;
  last_name: string;
  email: string;
  gender: string | null;
  passing_year: string | null;
}

/** SPEC §1 guest path: book without an account; the guest is logged out after booking. */
export function GuestForm() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: postGuest,
    onSuccess: (response) => rememberSession(queryClient, response),
  });
  const form = useForm<GuestValues>({
    initialValues: { first_name: '', last_name: '', email: '', gender: null, passing_year: null },
    validate: {
      // SPEC §8: a field's message names the field ("First name can't be blank").
      first_name: (v) => (v.trim() ? null : readableError('first_name', MESSAGES.blank)),
      last_name: (v) => (v.trim() ? null : readableError('last_name', MESSAGES.blank)),
      email: (v) => (isEmail(v) ? null : 'Invalid email address.'),
      gender: (v) => (v ? null : 'Please select your gender!'),
      passing_year: (v) => (v ? null : 'Select your graduation year'),
    },
  });

  function submit(values: GuestValues) {
    create.mutate({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      gender: values.gender === '2' ? 2 : 1,
      passing_year: Number(values.passing_year),
      time_zone: guessTimeZone(),
    });
  }

  return (
    <Paper withBorder radius="lg" p="md">
      <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Continue as guest">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Continue as Guest
          </Title>
          <Text size="sm" c="dimmed">
            Book without an account. You will be signed out after booking.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Player first name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Player last name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Gender"
              withAsterisk
              data={[
                { value: '1', label: 'Male' },
                { value: '2', label: 'Female' },
              ]}
              {...form.getInputProps('gender')}
            />
            <Select
              label="Graduation year"
              withAsterisk
              searchable
              data={graduationYears(new Date()).map(String)}
              {...form.getInputProps('passing_year')}
            />
          </SimpleGrid>
          <Button type="submit" variant="light" loading={create.isPending}>
            Continue as Guest
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
