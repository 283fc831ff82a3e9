import { type MantineSize, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '../../../shared/domain/birth-date';
import { guessTimeZone } from '../../../shared/domain/display';
import { NameGenderFields } from './name-gender-fields';
import { PhoneInput } from './phone-input';
import type { SignUpValues } from './sign-up-values';

interface PlayerFieldsProps {
  form: UseFormReturnType<SignUpValues>;
  /** Sign-up and the profile allow different youngest ages (SPEC §5). */
  minAgeYears: number;
  size?: MantineSize | undefined;
  /** The graduation-year picker, which each form chooses for its own device use. */
  yearPicker: ReactNode;
}

/** 'Player Info' of the sign-up wizard and of the profile page (SPEC §5). */
export function PlayerFields({ form, minAgeYears, size, yearPicker }: PlayerFieldsProps) {
  const values = form.getValues();
  const phoneError = form.errors.contact_number;
  const latest = latestBirthDate(new Date(), minAgeYears, guessTimeZone());
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Player Info
      </Title>
      <NameGenderFields
        form={form}
        fields={{ first: 'first_name', last: 'last_name', gender: 'gender' }}
        size={size}
      />
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
          inputMode="email"
          autoComplete="off"
          size={size}
          key={form.key('player_email')}
          {...form.getInputProps('player_email')}
        />
        <TextInput
          label="Date of birth"
          type="date"
          min={EARLIEST_BIRTH_DATE}
          max={latest}
          withAsterisk
          size={size}
          key={form.key('dob')}
          {...form.getInputProps('dob')}
        />
        {yearPicker}
      </SimpleGrid>
    </Stack>
  );
}
