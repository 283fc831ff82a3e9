import { NativeSelect, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ATHLETE_TYPES } from '../../../shared/constants';
import { ATHLETE_TYPE_LABELS } from '../../components/athlete-type-label';
import { useSports } from '../sports/api';
import classes from './school-filters.module.css';

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

const GENDER_CHOICES = { all: '', mens: 'male', womens: 'female' } as const;

function genderChoice(gender: FilterValues['gender']): keyof typeof GENDER_CHOICES {
  return gender === 'male' ? 'mens' : gender === 'female' ? 'womens' : 'all';
}

/**
 * The filters as the fields show them, when that differs from `values`: choices made on the
 * server's HTML before the page's code ran (a slow network). The browser keeps them in the
 * fields and React's hydration leaves a field's value alone, but the state does not know them
 * and the next render would set the fields back (ADR 0032).
 */
function chosenBeforeHydration(fields: HTMLElement, values: FilterValues): FilterValues | null {
  const read = (selector: string) =>
    fields.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
  const gender = read('input[name="gender"]:checked');
  const sport = read('select[name="sport"]');
  const chosen: FilterValues = {
    gender:
      gender === 'mens' || gender === 'womens' || gender === 'all' ? GENDER_CHOICES[gender] : values.gender,
    sportId: sport === undefined ? values.sportId : sport === '' ? null : Number(sport),
    athleteType: read('select[name="athleteType"]') ?? values.athleteType,
    location: read('input[name="location"]') ?? values.location,
  };
  const same = (Object.keys(chosen) as (keyof FilterValues)[]).every((key) => chosen[key] === values[key]);
  return same ? null : chosen;
}

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
  const fields = useRef<HTMLDivElement>(null);
  // Once, as the page starts: a hydrated page's fields may hold choices the state has not seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount, before any re-render
  useEffect(() => {
    const chosen = fields.current && chosenBeforeHydration(fields.current, values);
    if (chosen) onChange(chosen);
  }, []);
  return (
    <SimpleGrid ref={fields} cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <SegmentedControl
        aria-label="Gender"
        name="gender"
        classNames={{ root: classes.gender, input: classes.input, label: classes.label }}
        fullWidth
        value={genderChoice(values.gender)}
        onChange={(value) =>
          onChange({ ...values, gender: value === 'mens' || value === 'womens' ? GENDER_CHOICES[value] : '' })
        }
        data={[
          { value: 'all', label: 'All' },
          { value: 'mens', label: 'Mens' },
          { value: 'womens', label: 'Womens' },
        ]}
      />
      {/* Native selects: the phone's own picker, and none of the dropdown machinery (popover,
          floating positioning, focus trap) on the school page's first load (ADR 0022). */}
      <NativeSelect
        aria-label="Sport"
        name="sport"
        data={sportOptions}
        value={values.sportId === null ? '' : String(values.sportId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...values, sportId: value ? Number(value) : null });
        }}
      />
      <NativeSelect
        aria-label="Athlete type"
        name="athleteType"
        data={TYPE_OPTIONS}
        value={values.athleteType}
        onChange={(event) => onChange({ ...values, athleteType: event.currentTarget.value })}
      />
      <TextInput
        aria-label="Location"
        name="location"
        placeholder="City, state or ZIP"
        value={values.location}
        onChange={(event) => onChange({ ...values, location: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
