import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GRADUATION_YEARS, SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { PlayerFields } from './player-fields';
import type { SignUpValues } from './sign-up-values';

const YEAR_OPTIONS = GRADUATION_YEARS.map(String);

interface PlayerStepProps {
  form: UseFormReturnType<SignUpValues>;
}

/** Step 2, Player Info (SPEC §5). */
export function PlayerStep({ form }: PlayerStepProps) {
  return (
    <PlayerFields
      form={form}
      minAgeYears={SIGNUP_MIN_AGE_YEARS}
      size="md"
      yearPicker={
        // Native: phones show their own wheel for a plain list of years.
        <NativeSelect
          label="Graduation year"
          data={YEAR_OPTIONS}
          withAsterisk
          size="md"
          key={form.key('passing_year')}
          {...form.getInputProps('passing_year')}
        />
      }
    />
  );
}
