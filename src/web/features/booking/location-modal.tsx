import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ServiceLocation } from '../../../shared/api/calendar';

interface LocationModalProps {
  opened: boolean;
  locations: readonly ServiceLocation[];
  onPick: (location: ServiceLocation) => void;
  onClose: () => void;
}

/** SPEC §2: 'Select Training Location', each row 'location | address'. */
export function LocationModal({ opened, locations, onPick, onClose }: LocationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Training Location" centered>
      <Stack gap="xs">
        {locations.map((place) => (
          <UnstyledButton
            key={place.id}
            onClick={() => onPick(place)}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Text fw={600} size="sm">
              {place.location} | {place.address}
            </Text>
            {place.city_and_state && (
              <Text size="xs" c="dimmed">
                {place.city_and_state}
              </Text>
            )}
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
