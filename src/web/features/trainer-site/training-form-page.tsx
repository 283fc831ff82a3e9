import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { GRADE_OPTIONS } from '../../../shared/domain/grades';
import { formatCents } from '../../../shared/domain/money';
import { FullPageLoader } from '../../components/full-page-loader';
import { ApiError } from '../../lib/api-error';
import { WEEKDAYS } from './format';
import { LocationFields } from './location-fields';
import {
  EMPTY_TRAINING,
  pricePreview,
  type TrainingValues,
  toServiceInput,
  trainingErrors,
  trainingValues,
} from './training-values';
import { useSaveTrainerService, useTrainerService } from './work-api';

const GRADE_DATA = GRADE_OPTIONS.map((g) => ({ value: String(g.value), label: g.label }));
const DURATIONS = [30, 45, 60, 75, 90, 120, 150, 180].map((m) => ({
  value: String(m),
  label: `${m} minutes`,
}));

function PricePreview({ price }: { price: number | '' }) {
  const p = pricePreview(price);
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label="What the player pays">
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Training price (you earn)</Table.Td>
          <Table.Td ta="right">{formatCents(p.priceCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td c="dimmed">Service fee</Table.Td>
          <Table.Td ta="right">{formatCents(p.serviceFeeCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td c="dimmed">Processing fee</Table.Td>
          <Table.Td ta="right">{formatCents(p.processingFeeCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td fw={700}>Player pays</Table.Td>
          <Table.Td ta="right" fw={700} data-testid="player-total">
            {formatCents(p.totalCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function TrainingForm({ existing }: { existing: TrainerServiceAttributes | null }) {
  const navigate = useNavigate();
  const save = useSaveTrainerService();
  const form = useForm<TrainingValues>({
    initialValues: existing ? trainingValues(existing) : EMPTY_TRAINING,
    validate: trainingErrors,
  });
  const values = form.getValues();

  const submit = async (publish: boolean) => {
    if (form.validate().hasErrors) return;
    const input = toServiceInput(form.getValues());
    try {
      await save.mutateAsync({
        id: existing?.id ?? null,
        values: existing ? input : { ...input, status: publish ? 'published' : 'draft' },
      });
      await navigate('/trainer/trainings');
    } catch (error) {
      // Keyed 422s land on their fields too (the toast already named them).
      if (error instanceof ApiError) {
        for (const entry of error.entries) {
          if (typeof entry !== 'string') form.setErrors(entry);
        }
      }
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
      noValidate
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Type
              </Text>
              <SegmentedControl
                aria-label="Type"
                data={[
                  { value: 'individual', label: 'Individual' },
                  { value: 'group', label: 'Group' },
                  { value: 'virtual', label: 'Virtual' },
                ]}
                {...form.getInputProps('training_type')}
              />
            </Stack>
            <Switch
              label="Package of sessions (a start and end date and a number of sessions)"
              {...form.getInputProps('package', { type: 'checkbox' })}
            />
            {values.package && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput type="date" label="Package start" {...form.getInputProps('package_start')} />
                <TextInput type="date" label="Package end" {...form.getInputProps('package_end')} />
                <NumberInput label="Sessions" min={1} max={100} {...form.getInputProps('sessions_count')} />
              </SimpleGrid>
            )}
            <Switch
              label="Tell players that choosing one date books all sessions"
              {...form.getInputProps('book_all_sessions_hint', { type: 'checkbox' })}
            />
            <Switch
              label="Private: only players with the direct link can find it"
              {...form.getInputProps('private', { type: 'checkbox' })}
            />
            <Switch
              label="Leave it off my public page (players book it by its link)"
              {...form.getInputProps('hidden_from_trainer_page', { type: 'checkbox' })}
            />
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="sm">
              <NumberInput
                label="Price (USD)"
                required
                min={0}
                max={10000}
                decimalScale={2}
                prefix="$"
                {...form.getInputProps('price')}
              />
              <Select
                label="Duration"
                data={DURATIONS}
                allowDeselect={false}
                value={String(values.duration)}
                onChange={(v) => form.setFieldValue('duration', Number(v ?? 60))}
              />
            </Stack>
            <PricePreview price={values.price} />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Gender"
                allowDeselect={false}
                data={[
                  { value: 'unisex', label: 'Boys and girls' },
                  { value: 'male', label: 'Boys' },
                  { value: 'female', label: 'Girls' },
                ]}
                {...form.getInputProps('gender')}
              />
              <NumberInput
                label="Seats per session"
                min={1}
                max={100}
                disabled={values.training_type === 'individual'}
                description={
                  values.training_type === 'individual' ? 'Individual trainings have one seat' : undefined
                }
                {...form.getInputProps('max_seats')}
              />
              <Select
                label="Youngest grade"
                clearable
                data={GRADE_DATA}
                {...form.getInputProps('min_grade')}
              />
              <Select label="Oldest grade" clearable data={GRADE_DATA} {...form.getInputProps('max_grade')} />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Weekdays
              </Text>
              <Chip.Group multiple {...form.getInputProps('days')}>
                <Group gap={6}>
                  {WEEKDAYS.map((day, index) => (
                    <Chip key={day} value={String(index)} size="sm">
                      {day}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            {values.training_type === 'virtual' ? (
              <Textarea
                label="Connection details"
                description="Meeting link or call details; only booked players see them."
                required
                autosize
                minRows={2}
                {...form.getInputProps('connection_detail')}
              />
            ) : (
              <LocationFields form={form} />
            )}
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/trainer/trainings">
            Cancel
          </Button>
          {existing ? (
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          ) : (
            <>
              <Button type="submit" variant="light" loading={save.isPending}>
                Save as draft
              </Button>
              <Button onClick={() => void submit(true)} loading={save.isPending}>
                Save and publish
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function EditTraining({ id }: { id: number }) {
  const { data, isPending, isError } = useTrainerService(id);
  if (isPending) return <FullPageLoader />;
  if (isError) return <Alert color="red">This training option could not be loaded.</Alert>;
  return <TrainingForm existing={data.data.attributes} />;
}

/** `/trainer/trainings/new` and `/trainer/trainings/:id`. */
export function TrainingFormPage() {
  const { id } = useParams();
  const editing = id !== undefined && /^\d+$/.test(id);
  useDocumentTitle(editing ? 'Edit training | Trainer' : 'New training | Trainer');
  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to="/trainer/trainings" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Trainings
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {editing ? 'Edit training' : 'New training'}
      </Title>
      {editing ? <EditTraining id={Number(id)} /> : <TrainingForm existing={null} />}
    </Stack>
  );
}
