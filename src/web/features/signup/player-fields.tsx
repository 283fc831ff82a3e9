import { type MantineSize, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '../../../shared/domain/birth-date';
import { guessTimeZone } from '../../../shared/domain/display';
import { EmailField } from '../../components/account-fields';
import { NameGenderFields } from './name-gender-fields';
import { PhoneInput } from './phone-input';
import type { SignUpValues } from './sign-up-values';
import { StepSection } from './step-section';
import { CHILD_FIELDS_NOTE, OLDER_FIELDS_NOTE, useAgeGroup } from './use-is-child';

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
  const latest = latestBirthDate(new Date(), minAgeYears, guessTimeZone());
  // The player's own phone and email only once the birth date says 13 or older (ADR 0041).
  const age = useAgeGroup(form);
  return (
    <StepSection title="Player Info">
      <NameGenderFields
        form={form}
        fields={{ first: 'first_name', last: 'last_name', gender: 'gender' }}
        size={size}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        {age === 'older' && (
          <>
            <PhoneInput
              form={form}
              field="contact_number"
              label="Player phone (optional)"
              autoComplete="off"
              size={size ?? 'sm'}
            />
            <EmailField
              form={form}
              field="player_email"
              label="Player email (optional)"
              autoComplete="off"
              size={size}
            />
          </>
        )}
      </SimpleGrid>
      {age !== 'older' && (
        <Text size="sm" c="dimmed">
          {age === 'child' ? CHILD_FIELDS_NOTE : OLDER_FIELDS_NOTE}
        </Text>
      )}
    </StepSection>
  );
}
