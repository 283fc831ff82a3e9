import { NativeSelect, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { ATHLETE_TYPES } from '../../../shared/constants';
import { ATHLETE_TYPE_LABELS } from '../../components/athlete-type-label';
import { useSports } from '../sports/api';

export interface FilterValues {
  gender: 'male' | 'female' | '';
  sportId: number | null;
  athleteType: string;
  location: string;
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All athlete types' },
  ...ATHLETE_TYPES.map((type) => ({ value: type, label: ATHLETE_TYPE_LABELS[type] })),
];

/** SPEC §2 school filters: gender (all, mens, womens), sport, athlete type, location. */
export function SchoolFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const sports = useSports();
  const sportOptions = [
    { value: '', label: 'All sports' },
    ...(sports.data ?? []).map((sport) => ({ value: String(sport.id), label: sport.name })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <SegmentedControl
        aria-label="Gender"
        fullWidth
        value={values.gender === 'male' ? 'mens' : values.gender === 'female' ? 'womens' : 'all'}
        onChange={(value) =>
          onChange({ ...values, gender: value === 'mens' ? 'male' : value === 'womens' ? 'female' : '' })
        }
        data={[
          { value: 'all', label: 'All' },
          { value: 'mens', label: 'Mens' },
          { value: 'womens', label: 'Womens' },
        ]}
      />
      {/* Native selects: the phone's own picker, and none of the dropdown machinery (popover,
          floating positioning, focus trap: ~33 KB gz) on the school page's first load (ADR 0022). */}
      <NativeSelect
        aria-label="Sport"
        data={sportOptions}
        value={values.sportId === null ? '' : String(values.sportId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...values, sportId: value ? Number(value) : null });
        }}
      />
      <NativeSelect
        aria-label="Athlete type"
        data={TYPE_OPTIONS}
        value={values.athleteType}
        onChange={(event) => onChange({ ...values, athleteType: event.currentTarget.value })}
      />
      <TextInput
        aria-label="Location"
        placeholder="City, state or ZIP"
        value={values.location}
        onChange={(event) => onChange({ ...values, location: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
