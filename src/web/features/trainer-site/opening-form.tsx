import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TrainerEntryAttributes } from '../../../shared/api/trainer-availability';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { MAX_OPENING_SEATS, MAX_REPEAT_WEEKS, openingSeatLimit } from '../../../shared/domain/availability';
import { focusFirstError, showSaveErrors } from './form-errors';
import { useCreateEntries, useUpdateEntry } from './work-api';

interface OpeningValues {
  booking_date: string;
  from_time: string;
  to_time: string;
  provided_service_ids: string[];
  seats: number | '';
  repeat_weeks: number | '';
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A whole number from `min` to `most`, or what is wrong with it (said, never changed silently). */
function wholeProblem(value: number | '', min: number, most: number, tooMany: string): string | null {
  if (value === '') return null;
  if (!Number.isInteger(value)) return 'Must be a whole number';
  if (value < min) return `Must be at least ${min}`;
  return value > most ? tooMany : null;
}

function validate(v: OpeningValues, mostSeats: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.booking_date)) errors.booking_date = 'Choose a day';
  if (!TIME.test(v.from_time)) errors.from_time = 'Choose a start time';
  if (!TIME.test(v.to_time)) errors.to_time = 'Choose an end time';
  else if (TIME.test(v.from_time) && v.to_time <= v.from_time)
    errors.to_time = 'Must be after the start time';
  if (v.provided_service_ids.length === 0)
    errors.provided_service_ids = 'Choose at least one training option';
  const seats =
    v.seats === ''
      ? 'At least one seat'
      : wholeProblem(v.seats, 1, mostSeats, `At most ${mostSeats}: the most the chosen trainings take`);
  if (seats) errors.seats = seats;
  const weeks = wholeProblem(v.repeat_weeks, 0, MAX_REPEAT_WEEKS, `At most ${MAX_REPEAT_WEEKS} more weeks`);
  if (weeks) errors.repeat_weeks = weeks;
  return errors;
}

/** The most seats a session can have with the chosen options (`openingSeatLimit`). */
function seatLimit(services: TrainerServiceAttributes[], chosenIds: readonly string[]): number {
  return openingSeatLimit(
    services
      .filter((s) => chosenIds.includes(String(s.id)))
      .map((s) => ({ individual: s.training_type === 'individual', maxSeats: s.max_seats })),
  );
}

export interface OpeningFormProps {
  opened: boolean;
  onClose: () => void;
  services: TrainerServiceAttributes[];
  /** The opening being edited; null creates new ones. */
  entry: TrainerEntryAttributes | null;
  defaultDay: string;
  timeZone: string;
  /** A new opening's training, chosen already ("Add openings" from that training's card). */
  serviceId?: number | undefined;
}

function OpeningFormBody({
  onClose,
  services,
  entry,
  defaultDay,
  timeZone,
  serviceId,
}: Omit<OpeningFormProps, 'opened'>) {
  const preset = services.find((s) => s.id === serviceId);
  const create = useCreateEntries();
  const update = useUpdateEntry();
  const form = useForm<OpeningValues>({
    initialValues: entry
      ? {
          booking_date: entry.booking_date,
          from_time: entry.local_from_time,
          to_time: entry.local_to_time,
          provided_service_ids: entry.provided_services.map((s) => String(s.id)),
          seats: entry.max_slot,
          repeat_weeks: 0,
        }
      : {
          booking_date: defaultDay,
          from_time: '',
          to_time: '',
          provided_service_ids: preset ? [String(preset.id)] : [],
          seats: preset ? seatLimit(services, [String(preset.id)]) : 1,
          repeat_weeks: 0,
        },
    validate: (v) =>
      validate(
        v,
        v.provided_service_ids.length > 0 ? seatLimit(services, v.provided_service_ids) : MAX_OPENING_SEATS,
      ),
  });
  // Until the trainer sets seats, they follow the options chosen: as many as the largest allows
  // (an individual option has one). Each session's seats are capped by its own option too.
  form.watch('provided_service_ids', ({ value }) => {
    if (entry || form.isTouched('seats')) return;
    if (value.length === 0) return;
    form.setFieldValue('seats', seatLimit(services, value));
  });
  const chosenIds = form.getValues().provided_service_ids;
  const mostSeats = chosenIds.length > 0 ? seatLimit(services, chosenIds) : MAX_OPENING_SEATS;

  const submit = form.onSubmit(async (v) => {
    const values = {
      booking_date: v.booking_date,
      from_time: v.from_time,
      to_time: v.to_time,
      provided_service_ids: v.provided_service_ids.map(Number),
      seats: v.seats === '' ? 1 : v.seats,
    };
    try {
      let saved: string;
      if (entry) {
        await update.mutateAsync({ id: entry.id, values });
        saved = 'Opening saved.';
      } else {
        const made = await create.mutateAsync({
          ...values,
          repeat_weeks: v.repeat_weeks === '' ? 0 : v.repeat_weeks,
        });
        const count = made.data.length;
        saved = count === 1 ? 'Opening added.' : `${count} openings added, one a week.`;
      }
      onClose();
      // The dialog closes on success: the trainer is told what was saved (several weeks at once).
      notifications.show({ color: 'green', position: 'top-center', message: saved });
    } catch (error) {
      showSaveErrors(form, error);
    }
  }, focusFirstError);

  const offerable = services.filter(
    (s) => s.status !== 'unpublished' || form.getValues().provided_service_ids.includes(String(s.id)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Times are on your clock ({timeZone}).
        </Text>
        <TextInput type="date" label="Day" required {...form.getInputProps('booking_date')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="time" label="From" required {...form.getInputProps('from_time')} />
          <TextInput type="time" label="To" required {...form.getInputProps('to_time')} />
        </SimpleGrid>
        <Checkbox.Group
          label="Training options offered"
          required
          {...form.getInputProps('provided_service_ids')}
        >
          <Stack gap={6} mt={6}>
            {offerable.map((s) => (
              <Checkbox
                key={s.id}
                value={String(s.id)}
                label={s.status === 'published' ? s.name : `${s.name} (${s.status})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Seats"
            // The most a session of the chosen options can take (each is capped by its own too).
            description={chosenIds.length > 0 ? `per session, at most ${mostSeats}` : 'per session'}
            min={1}
            max={mostSeats}
            // Out of range is said, not silently changed (ADR 0066).
            clampBehavior="none"
            required
            {...form.getInputProps('seats')}
          />
          {!entry && (
            <NumberInput
              label="Repeat weekly for"
              description={`more weeks, at most ${MAX_REPEAT_WEEKS}`}
              min={0}
              max={MAX_REPEAT_WEEKS}
              clampBehavior="none"
              {...form.getInputProps('repeat_weeks')}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {entry ? 'Save opening' : 'Publish opening'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit an opening: day, time range, the training options it offers, seats, weekly repeat. */
export function OpeningForm({ opened, ...props }: OpeningFormProps) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.entry ? 'Edit opening' : 'New opening'}
      fullScreen={false}
      size="md"
    >
      {opened && <OpeningFormBody {...props} />}
    </Modal>
  );
}
