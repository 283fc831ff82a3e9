import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GRADUATION_YEARS, SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '../../../shared/domain/birth-date';
import { PhoneInput } from './phone-input';
import { guessTimeZone, type SignUpValues } from './sign-up-values';

const YEAR_OPTIONS = GRADUATION_YEARS.map(String);

interface PlayerStepProps {
  form: UseFormReturnType<SignUpValues>;
}

/** Step 2, Player Info (SPEC §5). */
export function PlayerStep({ form }: PlayerStepProps) {
  const values = form.getValues();
  const error = form.errors.contact_number;
  const latest = latestBirthDate(new Date(), SIGNUP_MIN_AGE_YEARS, guessTimeZone());

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Player Info
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          withAsterisk
          size="md"
          key={form.key('first_name')}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          size="md"
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
          error={typeof error === 'string' ? error : undefined}
        />
        <TextInput
          label="Player email (optional)"
          type="email"
          inputMode="email"
          autoComplete="off"
          size="md"
          key={form.key('player_email')}
          {...form.getInputProps('player_email')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          min={EARLIEST_BIRTH_DATE}
          max={latest}
          withAsterisk
          size="md"
          key={form.key('dob')}
          {...form.getInputProps('dob')}
        />
        {/* Native: phones show their own wheel for a plain list of years. */}
        <NativeSelect
          label="Graduation year"
          data={YEAR_OPTIONS}
          withAsterisk
          size="md"
          key={form.key('passing_year')}
          {...form.getInputProps('passing_year')}
        />
      </SimpleGrid>
    </Stack>
  );
}
