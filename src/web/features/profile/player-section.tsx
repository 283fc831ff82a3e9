import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROFILE_MIN_AGE_YEARS } from '../../../shared/constants';
import { graduationYears } from '../../../shared/domain/grades';
import { PlayerFields } from '../signup/player-fields';
import type { SignUpValues } from '../signup/sign-up-values';

const YEAR_OPTIONS = graduationYears(new Date()).map(String);

/** Profile 'Player Info' (SPEC §5): birth date at least 10 years ago. */
export function PlayerSection({ form }: { form: UseFormReturnType<SignUpValues> }) {
  return (
    <PlayerFields
      form={form}
      minAgeYears={PROFILE_MIN_AGE_YEARS}
      // The size of the profile's other sections' fields.
      size="md"
      yearPicker={
        <Select
          label="Graduation year"
          data={YEAR_OPTIONS}
          allowDeselect={false}
          withAsterisk
          size="md"
          key={form.key('passing_year')}
          {...form.getInputProps('passing_year')}
        />
      }
    />
  );
}
