import {
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
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { audienceLabel } from '../../../shared/domain/display';
import { GRADE_OPTIONS } from '../../../shared/domain/grades';
import { formatCents } from '../../../shared/domain/money';
import { MAX_PRICE_DOLLARS } from '../../../shared/domain/service-rules';
import { WEEKDAYS } from './format';
import { LocationFields } from './location-fields';
import { EMPTY_SERVICE, isPrice, pricePreview } from './service-values';
import type { ServiceFormState } from './use-service-form';

// The training option form's parts, top to bottom (training-form-page.tsx puts them together).

// Youngest first (Pre-K … 12th, College, Post-College): a trainer picks a range from low to high.
const GRADE_DATA = [...GRADE_OPTIONS]
  .sort((a, b) => a.value - b.value)
  .map((g) => ({ value: String(g.value), label: g.label }));
const DURATIONS = [30, 45, 60, 75, 90, 120, 150, 180].map((m) => ({
  value: String(m),
  label: `${m} minutes`,
}));

type FormProps = { form: ServiceFormState };

function Section({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      {children}
    </Paper>
  );
}

function TypeControl({ form }: FormProps) {
  return (
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
  );
}

/** A package: its dates and number of sessions, and whether one date books them all. */
function PackageFields({ form }: FormProps) {
  return (
    <>
      <Switch
        label="Package of sessions (a start and end date and a number of sessions)"
        {...form.getInputProps('package', { type: 'checkbox' })}
      />
      {form.getValues().package && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput type="date" label="Package start" {...form.getInputProps('package_start')} />
            <TextInput type="date" label="Package end" {...form.getInputProps('package_end')} />
            <NumberInput
              label="Sessions"
              min={1}
              max={100}
              clampBehavior="none"
              {...form.getInputProps('sessions_count')}
            />
          </SimpleGrid>
          {/* Only a package books all its sessions at once: anything else has nothing to tell. */}
          <Switch
            label="Tell players that choosing one date books all sessions"
            {...form.getInputProps('book_all_sessions_hint', { type: 'checkbox' })}
          />
        </>
      )}
    </>
  );
}

/** Who can find it: private (link only) and left off the trainer's public page. */
function VisibilitySwitches({ form }: FormProps) {
  return (
    <>
      <Switch
        label="Private"
        description="Shown nowhere on TrainHub: only families you send its link can see and book it"
        {...form.getInputProps('private', { type: 'checkbox' })}
      />
      <Switch
        label="Leave it off my trainer page"
        description="Still offered on school schedules, and its link books it"
        {...form.getInputProps('hidden_from_trainer_page', { type: 'checkbox' })}
      />
    </>
  );
}

/** Name, description, type, package and visibility. */
export function BasicsSection({ form }: FormProps) {
  return (
    <Section>
      <Stack gap="md">
        <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <TypeControl form={form} />
        <PackageFields form={form} />
        <VisibilitySwitches form={form} />
      </Stack>
    </Section>
  );
}

/** What the player pays for a price: the fees on top and the total (the server's figures). */
function PricePreview({ price }: { price: number | '' }) {
  if (!isPrice(price)) {
    return (
      <Text size="sm" c="dimmed">
        What the player pays shows for a price from $0 to ${MAX_PRICE_DOLLARS.toLocaleString('en-US')} in
        whole cents.
      </Text>
    );
  }
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

/** Price and duration, beside what the player will pay. */
export function PriceSection({ form }: FormProps) {
  const values = form.getValues();
  return (
    <Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <NumberInput
            label="Price (USD)"
            required
            min={0}
            max={10000}
            // Out of range or past whole cents is said, not silently changed (ADR 0066).
            clampBehavior="none"
            prefix="$"
            {...form.getInputProps('price')}
          />
          <Select
            label="Duration"
            data={DURATIONS}
            allowDeselect={false}
            value={String(values.duration)}
            onChange={(v) => form.setFieldValue('duration', Number(v ?? EMPTY_SERVICE.duration))}
          />
        </Stack>
        <PricePreview price={values.price} />
      </SimpleGrid>
    </Section>
  );
}

/** Who may book: gender, seats (one for an individual training) and the grade range. */
function EligibilityFields({ form }: FormProps) {
  const individual = form.getValues().training_type === 'individual';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Gender"
        allowDeselect={false}
        data={[
          { value: 'unisex', label: audienceLabel('unisex') },
          { value: 'male', label: 'Boys' },
          { value: 'female', label: 'Girls' },
        ]}
        {...form.getInputProps('gender')}
      />
      <NumberInput
        label="Seats per session"
        min={1}
        max={100}
        clampBehavior="none"
        disabled={individual}
        description={individual ? 'Individual trainings have one seat' : undefined}
        {...form.getInputProps('max_seats')}
      />
      <Select label="Youngest grade" clearable data={GRADE_DATA} {...form.getInputProps('min_grade')} />
      <Select label="Oldest grade" clearable data={GRADE_DATA} {...form.getInputProps('max_grade')} />
    </SimpleGrid>
  );
}

function WeekdayChips({ form }: FormProps) {
  return (
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
  );
}

/** Where it happens: a virtual training's connection details, else its locations. */
function PlaceFields({ form }: FormProps) {
  if (form.getValues().training_type !== 'virtual') return <LocationFields form={form} />;
  return (
    <Textarea
      label="Connection details"
      description="Meeting link or call details; only booked players see them."
      required
      autosize
      minRows={2}
      {...form.getInputProps('connection_detail')}
    />
  );
}

/** Who may book it, on which weekdays, and where. */
export function AudienceSection({ form }: FormProps) {
  return (
    <Section>
      <Stack gap="md">
        <EligibilityFields form={form} />
        <WeekdayChips form={form} />
        <PlaceFields form={form} />
      </Stack>
    </Section>
  );
}

/** Cancel, and Save changes (an edit) or Save as draft / Save and publish (a new training). */
export function FormActions({
  editing,
  saving,
  onPublish,
}: {
  editing: boolean;
  saving: boolean;
  onPublish: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to="/trainer/trainings">
        Cancel
      </Button>
      {editing ? (
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      ) : (
        <>
          <Button type="submit" variant="light" loading={saving}>
            Save as draft
          </Button>
          <Button onClick={onPublish} loading={saving}>
            Save and publish
          </Button>
        </>
      )}
    </Group>
  );
}
