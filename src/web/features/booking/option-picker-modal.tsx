import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EntryService } from '../../../shared/api/calendar';
import { durationLabel, TRAINING_TYPE_LABELS } from '../../../shared/domain/display';
import { formatPrice } from '../../../shared/domain/money';
import { saveSelectedLocation } from './selected-location';
import { bookingPagePath } from './use-book-service';

/** 'Individual · 60 Mins · $50.00': type, length and price, as the trainer page's cards say them. */
function optionFacts(option: EntryService): string {
  const facts = [
    TRAINING_TYPE_LABELS[option.training_type],
    durationLabel(option.duration),
    formatPrice(option.price),
  ];
  if (option.package) facts.push('Package');
  return facts.join(' · ');
}

interface OptionPickerModalProps {
  athleteSlug: string;
  /** The schedule entry's start: the booking page opens on that day and opening. */
  openingStart: string;
  options: readonly EntryService[];
  onClose: () => void;
}

/**
 * SPEC §2 training-option picker: choose an option (which clears the place), then a place,
 * then Continue to that option's booking page. Continue shows once a place is chosen or the
 * option is virtual.
 */
export function OptionPickerModal({ athleteSlug, openingStart, options, onClose }: OptionPickerModalProps) {
  const navigate = useNavigate();
  const [optionId, setOptionId] = useState<string | null>(
    options.length === 1 && options[0] ? String(options[0].id) : null,
  );
  const [locationId, setLocationId] = useState<string | null>(null);
  const option = options.find((o) => String(o.id) === optionId);
  const places = option?.provided_service_locations ?? [];
  const place = places.find((p) => String(p.id) === locationId);
  const canContinue = option !== undefined && (option.training_type === 'virtual' || place !== undefined);

  function proceed() {
    if (!option) return;
    if (place)
      saveSelectedLocation({ location: place.location, address: place.address, trainingId: option.id });
    onClose();
    void navigate(bookingPagePath(athleteSlug, option.slug, openingStart));
  }

  return (
    <Modal opened onClose={onClose} title="Book this training" centered>
      <Stack gap="md">
        <Radio.Group
          label="Training option"
          value={optionId}
          onChange={(value) => {
            setOptionId(value);
            setLocationId(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {options.map((o) => (
              // Two options of a trainer may share a name: each says what sets it apart.
              <Radio key={o.id} value={String(o.id)} label={o.name} description={optionFacts(o)} />
            ))}
          </Stack>
        </Radio.Group>
        {option && option.training_type !== 'virtual' && (
          <Radio.Group label="Training location" value={locationId} onChange={setLocationId}>
            <Stack gap="xs" mt="xs">
              {places.map((p) => (
                <Radio key={p.id} value={String(p.id)} label={`${p.location} | ${p.address}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {option?.training_type === 'virtual' && (
          <Text size="sm" c="dimmed">
            Online via Zoom or Google Video Call
          </Text>
        )}
        {canContinue && <Button onClick={proceed}>Continue</Button>}
      </Stack>
    </Modal>
  );
}
