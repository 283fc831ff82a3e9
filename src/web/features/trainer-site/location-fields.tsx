import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_LOCATIONS } from '../../../shared/domain/service-rules';
import { EMPTY_LOCATION, type ServiceValues } from './service-values';

/** Where an in-person training happens: a name, the address, city/state and ZIP. */
export function LocationFields({ form }: { form: UseFormReturnType<ServiceValues> }) {
  const locations = form.getValues().locations;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Locations
      </Text>
      {form.errors.locations && (
        <Text c="red" size="sm">
          {form.errors.locations}
        </Text>
      )}
      {locations.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity.
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                Location {index + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove location ${index + 1}`}
                onClick={() => form.removeListItem('locations', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label="Location name"
                placeholder="Lincoln Park Field 2"
                required
                {...form.getInputProps(`locations.${index}.location`)}
              />
              <TextInput
                label="Address"
                placeholder="100 Main St"
                required
                {...form.getInputProps(`locations.${index}.address`)}
              />
              <TextInput label="City" {...form.getInputProps(`locations.${index}.city`)} />
              <Group grow gap="xs">
                <TextInput
                  label="State"
                  maxLength={100}
                  {...form.getInputProps(`locations.${index}.state`)}
                />
                <TextInput label="ZIP" maxLength={10} {...form.getInputProps(`locations.${index}.zip`)} />
              </Group>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      {locations.length < MAX_LOCATIONS && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('locations', { ...EMPTY_LOCATION })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add location
        </Button>
      )}
    </Stack>
  );
}
