import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/api/client-fields';
import {
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  type TrainerProfileAttributes,
} from '../../../shared/api/trainer-account';
import { MAX_POSITIONS } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { PasswordField } from '../../components/password-field';
import { getSports } from '../sports/api';
import { DeleteAccountPanel, PasswordPanel, PhotoPanel, YourDataPanel } from './account-panels';
import { type TrainerProfileInput, useTrainerProfile, useUpdateTrainerProfile } from './api';
import { CancellationPolicyPanel } from './cancellation-policy-panel';
import { asSentence, focusFirstError, showSaveErrors } from './form-errors';
import { RequestSettingsPanel } from './request-settings-panel';
import { SettingsPanel } from './settings-panel';

const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

type Values = Omit<
  TrainerProfileAttributes,
  | 'id'
  | 'slug'
  | 'sport_id'
  | 'sport_name'
  | 'college_id'
  | 'college'
  | 'college_name'
  | 'athlete_type'
  | 'payout_account_connected'
  | 'profile_image'
  | 'passing_year'
> & { sport_id: string | null; passing_year: number | ''; current_password: string };

function toValues(t: TrainerProfileAttributes): Values {
  const {
    id: _id,
    slug: _slug,
    sport_name: _sportName,
    college_id: _collegeId,
    college: _college,
    college_name: _collegeName,
    athlete_type: _athleteType,
    payout_account_connected: _payout,
    profile_image: _image,
    ...rest
  } = t;
  return {
    ...rest,
    sport_id: t.sport_id === null ? null : String(t.sport_id),
    passing_year: t.passing_year ?? '',
    current_password: '',
  };
}

/** The API's words for the current password, said as the family's and the deletion dialog's are. */
const passwordWords = (field: string, message: string) =>
  field !== 'current_password'
    ? asSentence(message)
    : message === MESSAGES.blank
      ? 'Enter your current password to change your email.'
      : 'The password is not correct.';

/** A new sign-in email is saved with the current password (the server checks it, ADR 0066). */
const changesEmail = (v: Values, saved: string) => v.email.trim().toLowerCase() !== saved.toLowerCase();

/** Everything editable is sent; '' clears an optional field on the server. */
function toInput(v: Values, savedEmail: string): TrainerProfileInput {
  const { current_password, ...fields } = v;
  return {
    ...fields,
    ...(changesEmail(v, savedEmail) ? { current_password } : {}),
    sport_id: v.sport_id === null ? null : Number(v.sport_id),
    passing_year: v.passing_year === '' ? null : v.passing_year,
  };
}

/** The email and the phone, each with its switch to keep it off the public page. */
const CONTACT_FIELDS = [
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    privacy: 'private_email',
    privacyLabel: 'Keep my email private',
  },
  {
    field: 'contact_number',
    label: 'Phone',
    type: 'tel',
    required: undefined,
    privacy: 'private_contact_number',
    privacyLabel: 'Keep my phone private',
  },
] as const;

/** Minutes kept free after a session, and how late a session can still be booked. */
const BOOKING_RULES = [
  {
    field: 'buffer_minutes',
    label: 'Break after each session',
    description: 'minutes before your next session can start',
    max: MAX_BUFFER_MINUTES,
    step: 5,
  },
  {
    field: 'min_notice_minutes',
    label: 'Minimum notice',
    description: 'minutes before a session that it can still be booked',
    max: MAX_NOTICE_MINUTES,
    step: 15,
  },
] as const;

const SOCIAL_FIELDS = [
  { field: 'instagram', label: 'Instagram', placeholder: 'handle' },
  { field: 'twitter', label: 'Twitter', placeholder: 'handle' },
  { field: 'facebook', label: 'Facebook', placeholder: 'handle' },
  { field: 'tiktok', label: 'TikTok', placeholder: 'handle' },
  { field: 'website', label: 'Website', placeholder: 'https://' },
] as const;

function ProfileForm({ trainer }: { trainer: TrainerProfileAttributes }) {
  const update = useUpdateTrainerProfile();
  const sports = useQuery({
    queryKey: ['trainer', 'sports'],
    queryFn: ({ signal }) => getSports(signal),
    staleTime: 3_600_000,
  });
  const form = useForm<Values>({ initialValues: toValues(trainer) });
  const sport = sports.data?.data.find((s) => s.id === form.getValues().sport_id)?.attributes;
  const timeZones = US_TIME_ZONES.includes(trainer.time_zone)
    ? US_TIME_ZONES
    : [trainer.time_zone, ...US_TIME_ZONES];

  const submit = form.onSubmit(
    (values) =>
      update.mutate(toInput(values, trainer.email), {
        onSuccess: () => {
          form.setFieldValue('current_password', '');
          notifications.show({
            color: 'green',
            message: 'Profile Updated Successfully',
            position: 'top-center',
          });
        },
        onError: (error) => showSaveErrors(form, error, passwordWords),
      }),
    focusFirstError,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SettingsPanel
          title="About you"
          after={
            <Textarea label="About" autosize minRows={3} {...form.getInputProps('profile_description')} />
          }
        >
          <TextInput label="First name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required {...form.getInputProps('last_name')} />
          {CONTACT_FIELDS.map(({ field, privacy, privacyLabel, ...input }) => (
            <Stack key={field} gap={4}>
              <TextInput {...input} {...form.getInputProps(field)} />
              {field === 'email' && changesEmail(form.getValues(), trainer.email) && (
                <PasswordField
                  label="Current password"
                  description="Needed to change the email you sign in with. We tell your old address and sign out your other devices."
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('current_password')}
                />
              )}
              <Switch label={privacyLabel} {...form.getInputProps(privacy, { type: 'checkbox' })} />
            </Stack>
          ))}
          <Select
            label="Gender"
            allowDeselect={false}
            data={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
            ]}
            {...form.getInputProps('gender')}
          />
          <Select
            label="Time zone"
            allowDeselect={false}
            data={timeZones}
            {...form.getInputProps('time_zone')}
          />
        </SettingsPanel>

        <SettingsPanel title="Booking rules">
          {BOOKING_RULES.map(({ field, ...rule }) => (
            <NumberInput key={field} {...rule} min={0} clampBehavior="none" {...form.getInputProps(field)} />
          ))}
        </SettingsPanel>

        <RequestSettingsPanel
          deadline={form.getInputProps('request_deadline_hours')}
          agenda={form.getInputProps('daily_agenda_email', { type: 'checkbox' })}
          reminders={form.getInputProps('session_reminders', { type: 'checkbox' })}
          texts={form.getInputProps('text_reminders', { type: 'checkbox' })}
          claimWindow={form.getInputProps('waitlist_claim_hours')}
        />

        <CancellationPolicyPanel
          policy={form.getInputProps('cancellation_policy')}
          hours={form.getInputProps('free_cancellation_hours')}
        />

        <SettingsPanel title="Sport and team">
          <Select
            label="Sport"
            data={sports.data?.data.map((s) => ({ value: s.id, label: s.attributes.name })) ?? []}
            {...form.getInputProps('sport_id')}
          />
          <TagsInput
            label="Positions"
            description={`Up to ${MAX_POSITIONS}`}
            maxTags={MAX_POSITIONS}
            data={sport?.positions.map((p) => p.name) ?? []}
            {...form.getInputProps('position')}
          />
          <NumberInput
            label="Class of (passing year)"
            min={1950}
            max={2100}
            {...form.getInputProps('passing_year')}
          />
          <TextInput label="Jersey number" {...form.getInputProps('jersey_number')} />
          <TextInput label="High school" {...form.getInputProps('high_school')} />
          <TextInput label="Club" {...form.getInputProps('club')} />
          <TextInput
            label="College"
            value={trainer.college_name ?? trainer.college ?? ''}
            readOnly
            disabled
          />
          <TextInput label="Hometown" {...form.getInputProps('hometown')} />
          <TextInput label="City" {...form.getInputProps('city')} />
          <Group grow gap="xs">
            <TextInput label="State" {...form.getInputProps('state')} />
            <TextInput label="ZIP" {...form.getInputProps('zip')} />
          </Group>
        </SettingsPanel>

        <SettingsPanel title="Social">
          {SOCIAL_FIELDS.map(({ field, label, placeholder }) => (
            <TextInput key={field} label={label} placeholder={placeholder} {...form.getInputProps(field)} />
          ))}
        </SettingsPanel>

        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-end' }}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

/** `/trainer/profile`: SPEC §3 athlete fields, privacy flags, photo, social handles, password. */
export function TrainerProfilePage() {
  useDocumentTitle('Profile | Trainer');
  const { data, isPending, isError } = useTrainerProfile();
  if (isPending) return <FullPageLoader />;
  if (isError) return <Alert color="red">Your profile could not be loaded.</Alert>;
  const trainer = data.data.attributes;
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <PhotoPanel image={trainer.profile_image} name={`${trainer.first_name} ${trainer.last_name}`} />
      <ProfileForm key={trainer.id} trainer={trainer} />
      <PasswordPanel />
      <YourDataPanel />
      <DeleteAccountPanel />
    </Stack>
  );
}
