import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
// The training card's icon: its chunk is shared with the trainer page, which adds nothing there.
import { IconLock } from '@tabler/icons-react';
import type { AthleteDetailAttributes, ProvidedService } from '../../../shared/api/athletes';
import {
  durationLabel,
  locationsLabel,
  packageRangeLabel,
  packageSessionsLabel,
  spotsLabel,
} from '../../../shared/domain/display';
import { formatPrice } from '../../../shared/domain/money';

/** The trainer and training being booked, above the date and time lists. */
export function ServiceSummary({
  athlete,
  service,
}: {
  athlete: AthleteDetailAttributes;
  service: ProvidedService;
}) {
  const name = `${athlete.first_name} ${athlete.last_name}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={athlete.profile_image} alt={name} name={name} size={56} radius="xl" color="brand" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {name}
            {athlete.college ? ` · ${athlete.college}` : ''}
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {service.name}
          </Title>
          <Group gap={6}>
            {/* SPEC §2: private trainings show a lock; reached only by their direct link. */}
            {service.privacy_setting === 'private' && (
              <Badge variant="light" color="dark" leftSection={<IconLock size={12} aria-hidden />}>
                Private training
              </Badge>
            )}
            <Badge variant="light">{formatPrice(service.price)}</Badge>
            <Badge variant="light" color="gray">
              {durationLabel(service.duration)}
            </Badge>
            {spotsLabel(service) && (
              <Badge variant="light" color="gray">
                {spotsLabel(service)}
              </Badge>
            )}
          </Group>
          <Text size="sm">{locationsLabel(service.training_type, service.provided_service_locations)}</Text>
          {service.package && (
            <Text size="sm">
              {packageSessionsLabel(service.sessions_count)} ·{' '}
              {packageRangeLabel(service.package_start, service.package_end)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
