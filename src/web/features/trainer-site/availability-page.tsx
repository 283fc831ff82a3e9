import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff, IconLock, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TrainerEntryAttributes } from '../../../shared/api/trainer-availability';
import { openingSeatsText } from '../../../shared/domain/availability';
import { localDateKey } from '../../../shared/domain/display';
import { useTrainerProfile } from './api';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { addDays, formatCalendarDay, formatWallTime } from './format';
import { OpeningForm } from './opening-form';
import { TimeOffDialog } from './time-off-dialog';
import { useDeleteEntry, useReopenEntry, useTrainerEntries, useTrainerServices } from './work-api';
import { WorkList, WorkPageHeader } from './work-page';

function groupByDay(entries: TrainerEntryAttributes[]): [string, TrainerEntryAttributes[]][] {
  const days = new Map<string, TrainerEntryAttributes[]>();
  for (const entry of entries) days.set(entry.booking_date, [...(days.get(entry.booking_date) ?? []), entry]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function EntryCard({ entry, onEdit }: { entry: TrainerEntryAttributes; onEdit: () => void }) {
  const remove = useDeleteEntry();
  const reopen = useReopenEntry();
  const booked = entry.booked_seats > 0;
  const label = `${formatCalendarDay(entry.booking_date)} ${formatWallTime(entry.local_from_time)}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Opening ${label}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700}>
            {formatWallTime(entry.local_from_time)} – {formatWallTime(entry.local_to_time)}
          </Text>
          <Group gap={4}>
            {entry.provided_services.map((s) => (
              <Badge key={s.id} variant="light" color={s.status === 'published' ? 'brand' : 'gray'}>
                {s.privacy_setting === 'private' && <IconLock size={10} aria-label="Private" />} {s.name}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {openingSeatsText(entry)}
          </Text>
          {entry.closed && (
            <Text size="sm" c="orange.8" data-testid="closed-opening-note">
              Closed for your time off: families can’t book it or join its waitlist. Kept for its bookings.
            </Text>
          )}
          {booked && (
            <Text size="sm" c="dimmed" data-testid="booked-opening-note">
              Booked, so it stays as it is: to change or remove it, ask its families to cancel from{' '}
              <Anchor component={Link} to="/trainer/schedule" size="sm">
                Schedule
              </Anchor>
              .
            </Text>
          )}
          {entry.cancelled_sessions > 0 && (
            <Text size="sm" c="orange.8" data-testid="cancelled-session-note">
              {entry.cancelled_sessions === 1 ? 'A session' : `${entry.cancelled_sessions} sessions`} you
              cancelled: closed to families until you reopen {entry.cancelled_sessions === 1 ? 'it' : 'them'}{' '}
              from{' '}
              <Anchor component={Link} to="/trainer/schedule" size="sm">
                Schedule
              </Anchor>
              .
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {entry.closed && (
            <Button
              size="xs"
              variant="light"
              loading={reopen.isPending}
              onClick={() =>
                reopen.mutate(entry.id, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: `${label} is open again: families can book it.`,
                      position: 'top-center',
                    }),
                })
              }
            >
              Reopen
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            disabled={booked}
            onClick={onEdit}
          >
            Edit
          </Button>
          <ConfirmRemoveButton
            label="Remove"
            title="Remove this opening?"
            consequence={`${label} will no longer be offered to players.`}
            variant="light"
            pending={remove.isPending}
            disabled={booked}
            onConfirm={() => remove.mutate(entry.id)}
          />
        </Group>
      </Group>
    </Card>
  );
}

/** `/trainer/availability`: openings by day, with add (and weekly repeat), edit, remove and time off. */
export function AvailabilityPage() {
  useDocumentTitle('Availability | Trainer');
  const profile = useTrainerProfile();
  const timeZone = profile.data?.data.attributes.time_zone ?? 'America/New_York';
  const today = localDateKey(new Date(), timeZone);
  const [weeks, setWeeks] = useState(6);
  const entries = useTrainerEntries({ from: today, to: addDays(today, weeks * 7) });
  const services = useTrainerServices();
  // "Add openings" from a training's card opens the new-opening form at once.
  const [searchParams] = useSearchParams();
  const [editing, setEditing] = useState<TrainerEntryAttributes | 'new' | null>(() =>
    searchParams.get('add') === 'opening' ? 'new' : null,
  );
  const [timeOff, setTimeOff] = useState(false);
  // …with that training chosen; the openings added after it start from nothing chosen.
  const [presetService, setPresetService] = useState(() => Number(searchParams.get('training')) || undefined);

  return (
    <Stack gap="md">
      <WorkPageHeader title="Availability" timeZone={timeZone}>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCalendarOff size={16} />}
            onClick={() => setTimeOff(true)}
          >
            Time off
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            disabled={!services.data}
          >
            Add opening
          </Button>
        </Group>
      </WorkPageHeader>
      {services.data?.data.length === 0 && (
        <Alert color="blue">Create a training option first: every opening offers at least one.</Alert>
      )}
      <WorkList
        pending={entries.isPending}
        failure={entries.isError && 'Your openings could not be loaded.'}
        empty={entries.data?.data.length === 0 && `No openings in the next ${weeks} weeks.`}
      >
        {groupByDay(entries.data?.data.map((e) => e.attributes) ?? []).map(([day, list]) => (
          <Stack key={day} gap="xs" component="section" aria-label={formatCalendarDay(day)}>
            <Title order={2} size="h5">
              {formatCalendarDay(day)}
            </Title>
            {list.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onEdit={() => setEditing(entry)} />
            ))}
          </Stack>
        ))}
      </WorkList>
      <Button variant="subtle" onClick={() => setWeeks((w) => w + 6)} style={{ alignSelf: 'center' }}>
        Show 6 more weeks
      </Button>
      <OpeningForm
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
          setPresetService(undefined);
        }}
        services={services.data?.data.map((s) => s.attributes) ?? []}
        entry={editing === 'new' ? null : editing}
        defaultDay={today}
        timeZone={timeZone}
        serviceId={presetService}
      />
      <TimeOffDialog
        opened={timeOff}
        onClose={() => setTimeOff(false)}
        defaultDay={today}
        timeZone={timeZone}
      />
    </Stack>
  );
}
