import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { profileMinAgeYears } from '../../../shared/domain/birth-date';
import { guessTimeZone } from '../../../shared/domain/display';
import { graduationYears } from '../../../shared/domain/grades';
import { PlayerFields } from '../signup/player-fields';
import type { SignUpValues } from '../signup/sign-up-values';

const YEAR_OPTIONS = graduationYears(new Date()).map(String);

/**
 * Profile 'Player Info' (SPEC §5): birth date at least 10 years ago, or 6 for a player whose kept
 * date is already younger (`profileMinAgeYears`).
 */
export function PlayerSection({
  form,
  keptDob,
}: {
  form: UseFormReturnType<SignUpValues>;
  keptDob: string | null;
}) {
  return (
    <PlayerFields
      form={form}
      minAgeYears={profileMinAgeYears(keptDob, new Date(), guessTimeZone())}
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
