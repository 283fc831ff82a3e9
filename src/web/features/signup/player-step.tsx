import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { graduationYears } from '../../../shared/domain/grades';
import { PlayerFields } from './player-fields';
import type { SignUpValues } from './sign-up-values';

const YEAR_OPTIONS = graduationYears(new Date()).map(String);

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
