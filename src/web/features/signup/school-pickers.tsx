import { Autocomplete, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useColleges, useHighSchools } from './api';

const SEARCH_DELAY_MS = 300;

interface HighSchoolPickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * High school by name or city (q.nickname_or_city_start). Suggestions only help: a school that
 * is not listed can still be typed.
 */
export function HighSchoolPicker({ value, onChange, error }: HighSchoolPickerProps) {
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const schools = useHighSchools(debounced);

  // Many towns have a 'Lincoln High School': one option per name, with the towns beneath it.
  const towns = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const { attributes } of schools.data?.data ?? []) {
      const list = map.get(attributes.nickname) ?? [];
      list.push(`${attributes.city}, ${attributes.state}`);
      map.set(attributes.nickname, list);
    }
    return map;
  }, [schools.data]);

  return (
    <Autocomplete
      label="High School"
      placeholder="Search by school name or city"
      size="md"
      value={value}
      onChange={onChange}
      data={[...towns.keys()]}
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {towns.get(option.value)?.join(' · ')}
          </Text>
        </Stack>
      )}
      error={error}
      autoComplete="off"
      maxLength={200}
    />
  );
}

interface CollegePickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The college a junior, senior or college player has committed to (ADR 0016). */
export function CollegePicker({ value, onChange, error }: CollegePickerProps) {
  const colleges = useColleges(true);
  const data = useMemo(
    () => (colleges.data ?? []).map((college) => ({ value: String(college.id), label: college.name })),
    [colleges.data],
  );
  return (
    <Select
      label="College commitment"
      description="Leave empty if you have not committed yet"
      placeholder={colleges.isLoading ? 'Loading colleges…' : 'Search colleges'}
      size="md"
      searchable
      clearable
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage="No college found"
      error={error}
    />
  );
}
