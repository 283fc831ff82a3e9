import { Anchor, Button, Group, List, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TrainerEntryAttributes } from '../../../shared/api/trainer-availability';
import { focusFirstError, showSaveErrors } from './form-errors';
import { formatCalendarDay, formatWallTime } from './format';
import { useTimeOff } from './work-api';

interface TimeOffValues {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validate(v: TimeOffValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!DAY.test(v.from)) errors.from = 'Choose the first day';
  if (!DAY.test(v.to)) errors.to = 'Choose the last day';
  else if (DAY.test(v.from) && v.to < v.from) errors.to = 'Must not be before the first day';
  return errors;
}

const openingsLabel = (n: number) => (n === 1 ? '1 opening' : `${n} openings`);

/** What time off did when families held seats in some of those days' openings. */
function KeptOpenings({
  removed,
  kept,
  onClose,
}: {
  removed: number;
  kept: TrainerEntryAttributes[];
  onClose: () => void;
}) {
  return (
    <Stack gap="md" data-testid="time-off-kept">
      <Text size="sm">
        {removed > 0 ? `${openingsLabel(removed)} removed. ` : 'Nothing removed. '}
        {kept.length === 1
          ? 'This opening is booked, so it was kept for its families and closed to new bookings:'
          : `These ${kept.length} openings are booked, so they were kept for their families and closed to new bookings:`}
      </Text>
      <List size="sm" spacing={4}>
        {kept.map((entry) => (
          <List.Item key={entry.id}>
            {formatCalendarDay(entry.booking_date)}, {formatWallTime(entry.local_from_time)} –{' '}
            {formatWallTime(entry.local_to_time)}: {entry.booked_seats} booked
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        To be away then, ask those families to cancel from your{' '}
        <Anchor component={Link} to="/trainer/schedule" size="sm" onClick={onClose}>
          Schedule
        </Anchor>
        : they are emailed, and refunded in full if they paid.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

function TimeOffForm({
  defaultDay,
  timeZone,
  onClose,
}: {
  defaultDay: string;
  timeZone: string;
  onClose: () => void;
}) {
  const timeOff = useTimeOff();
  const [result, setResult] = useState<{ removed: number; kept: TrainerEntryAttributes[] } | null>(null);
  const form = useForm<TimeOffValues>({ initialValues: { from: defaultDay, to: defaultDay }, validate });

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await timeOff.mutateAsync(values);
      if (data.kept.length === 0) {
        notifications.show({
          color: 'green',
          message:
            data.removed === 0
              ? 'You had no openings on those days.'
              : `Time off: ${openingsLabel(data.removed)} removed.`,
          position: 'top-center',
        });
        onClose();
        return;
      }
      setResult({ removed: data.removed, kept: data.kept.map((k) => k.attributes) });
    } catch (error) {
      showSaveErrors(form, error);
    }
  }, focusFirstError);

  if (result) return <KeptOpenings {...result} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your openings on these days that nobody has booked are removed. Booked ones stay for their families
          and are closed to new bookings. Days are on your clock ({timeZone}).
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="date" label="First day" required {...form.getInputProps('from')} />
          <TextInput type="date" label="Last day" required {...form.getInputProps('to')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={timeOff.isPending}>
            Remove openings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Time off: the openings of some days removed at once (those families booked are kept and listed). */
export function TimeOffDialog({
  opened,
  onClose,
  defaultDay,
  timeZone,
}: {
  opened: boolean;
  onClose: () => void;
  defaultDay: string;
  timeZone: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Take time off">
      {opened && <TimeOffForm defaultDay={defaultDay} timeZone={timeZone} onClose={onClose} />}
    </Modal>
  );
}
