import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { MAX_POSITIONS } from '../../../shared/constants';
import { useSports } from '../sports/api';
import { LocationPicker } from './location-picker';
import { schoolLevelFor } from './school-level';
import { CollegePicker, HighSchoolPicker } from './school-pickers';
import { errorOf, type SignUpValues } from './sign-up-values';
import { StepSection } from './step-section';

interface TeamStepProps {
  form: UseFormReturnType<SignUpValues>;
}

const TEXT_FIELDS = {
  middle_school: { label: 'Middle School', maxLength: 200 },
  club: { label: 'Club team', maxLength: 200 },
  jersey_number: { label: 'Jersey number', maxLength: 10, inputMode: 'numeric' },
} as const;

function TeamTextField({ form, field }: TeamStepProps & { field: keyof typeof TEXT_FIELDS }) {
  return <TextInput {...TEXT_FIELDS[field]} size="md" key={form.key(field)} {...form.getInputProps(field)} />;
}

/** Step 3, Team details (SPEC §5): location, sport, positions, schools. */
export function TeamStep({ form }: TeamStepProps) {
  const values = form.getValues();
  const sports = useSports();
  const level = schoolLevelFor(Number(values.passing_year), new Date());

  const sportOptions = useMemo(
    () => (sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.name })),
    [sports.data],
  );
  const positionOptions = useMemo(() => {
    const sport = sports.data?.find((s) => String(s.id) === values.sport_id);
    return (sport?.positions ?? []).map((p) => ({ value: p.name, label: p.name }));
  }, [sports.data, values.sport_id]);

  return (
    <StepSection title="Team details">
      <LocationPicker
        label="Current location"
        initial={{ city: values.city, state: values.state, postal_code: values.postal_code }}
        error={errorOf(form, 'city')}
        onChange={(place) => {
          form.setFieldValue('city', place.city);
          form.setFieldValue('state', place.state);
          form.setFieldValue('postal_code', place.postal_code);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Sport"
          placeholder={sports.isLoading ? 'Loading sports…' : 'Select sport'}
          data={sportOptions}
          withAsterisk
          size="md"
          value={values.sport_id === '' ? null : values.sport_id}
          onChange={(next) => {
            // SPEC §5: positions belong to a sport, so a new sport starts them over.
            form.setFieldValue('sport_id', next ?? '');
            form.setFieldValue('position', []);
          }}
          error={errorOf(form, 'sport_id')}
        />
        <MultiSelect
          label={`Positions (up to ${MAX_POSITIONS})`}
          placeholder={values.sport_id === '' ? 'Select a sport first' : 'Select position'}
          data={positionOptions}
          maxValues={MAX_POSITIONS}
          disabled={values.sport_id === ''}
          withAsterisk
          size="md"
          value={values.position}
          onChange={(next) => form.setFieldValue('position', next)}
          error={errorOf(form, 'position')}
        />
      </SimpleGrid>
      {level.middleSchool ? (
        <TeamTextField form={form} field="middle_school" />
      ) : (
        <HighSchoolPicker
          value={values.high_school}
          onChange={(next) => form.setFieldValue('high_school', next)}
          error={errorOf(form, 'high_school')}
        />
      )}
      {level.collegeCommitment && (
        <CollegePicker
          value={values.college_id}
          onChange={(next) => form.setFieldValue('college_id', next)}
          error={errorOf(form, 'college_id')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TeamTextField form={form} field="club" />
        <TeamTextField form={form} field="jersey_number" />
      </SimpleGrid>
    </StepSection>
  );
}
