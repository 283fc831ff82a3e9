import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Place, useCities } from './api';

const SEARCH_DELAY_MS = 300;

export interface LocationValue {
  city: string;
  state: string;
  postal_code: string;
}

export function locationLabel({ city, state }: LocationValue): string {
  return city && state ? `${city}, ${state}` : '';
}

interface LocationPickerProps {
  label: string;
  initial: LocationValue;
  error?: string | undefined;
  onChange: (value: LocationValue) => void;
}

/** SPEC §5: current location is a US city picked from the server's search, not free text. */
export function LocationPicker({ label, initial, error, onChange }: LocationPickerProps) {
  const [text, setText] = useState(() => locationLabel(initial));
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const cities = useCities(debounced);

  const byLabel = useMemo(() => {
    const map = new Map<string, Place>();
    for (const place of cities.data ?? []) if (!map.has(place.label)) map.set(place.label, place);
    return map;
  }, [cities.data]);

  const select = (chosen: string) => {
    const place = byLabel.get(chosen);
    if (!place) return;
    setText(place.label);
    onChange({ city: place.city, state: place.state, postal_code: place.zip ?? '' });
  };

  return (
    <Autocomplete
      label={label}
      placeholder="Start typing a city"
      withAsterisk
      size="md"
      value={text}
      onChange={(next) => {
        setText(next);
        // Typing after a pick drops it: only a picked city counts as a location.
        if (!byLabel.has(next)) onChange({ city: '', state: '', postal_code: '' });
      }}
      onOptionSubmit={select}
      data={[...byLabel.keys()]}
      // The server already matched the text (city, state or ZIP); no second filter here.
      filter={({ options }) => options}
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={cities.isFetching ? <Loader size="xs" /> : null}
      error={error}
      autoComplete="off"
    />
  );
}
