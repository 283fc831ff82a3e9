import { Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GRADUATION_YEARS, PROFILE_MIN_AGE_YEARS } from '../../../shared/constants';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '../../../shared/domain/birth-date';
import { PhoneInput } from '../signup/phone-input';
import { guessTimeZone, type SignUpValues } from '../signup/sign-up-values';

const YEAR_OPTIONS = GRADUATION_YEARS.map(String);

/** Profile 'Player Info' (SPEC §5): birth date at least 10 years ago. */
export function PlayerSection({ form }: { form: UseFormReturnType<SignUpValues> }) {
  const values = form.getValues();
  const phoneError = form.errors.contact_number;
  const latest = latestBirthDate(new Date(), PROFILE_MIN_AGE_YEARS, guessTimeZone());
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Player Info
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          withAsterisk
          key={form.key('first_name')}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          key={form.key('last_name')}
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <Radio.Group label="Gender" withAsterisk key={form.key('gender')} {...form.getInputProps('gender')}>
        <Group gap="lg" mt={6}>
          <Radio value="1" label="Male" />
          <Radio value="2" label="Female" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PhoneInput
          label="Player phone (optional)"
          autoComplete="off"
          defaultValue={values.contact_number}
          onChange={(masked) => form.setFieldValue('contact_number', masked)}
          error={typeof phoneError === 'string' ? phoneError : undefined}
        />
        <TextInput
          label="Player email (optional)"
          type="email"
          key={form.key('player_email')}
          {...form.getInputProps('player_email')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          min={EARLIEST_BIRTH_DATE}
          max={latest}
          withAsterisk
          key={form.key('dob')}
          {...form.getInputProps('dob')}
        />
        <Select
          label="Graduation year"
          data={YEAR_OPTIONS}
          allowDeselect={false}
          withAsterisk
          key={form.key('passing_year')}
          {...form.getInputProps('passing_year')}
        />
      </SimpleGrid>
    </Stack>
  );
}
