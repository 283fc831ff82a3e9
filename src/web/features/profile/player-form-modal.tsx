import { Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { newPlayerSchema, type PlayerAttributes, playerChangeSchema } from '../../../shared/api/players';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { defaultGraduationYear } from '../../../shared/domain/grades';
import { playerName, useAddPlayer, useChangePlayer } from '../auth/api';
import { fieldErrorsOf, readableErrors } from '../signup/field-labels';
import { playerPayload, socialPayload } from '../signup/player-payload';
import { PlayerStep } from '../signup/player-step';
import { initialSignUpValues, type SignUpValues, stepOfField, validateStep } from '../signup/sign-up-values';
import { SocialStep } from '../signup/social-step';
import { TeamStep } from '../signup/team-step';
import { useIsChild } from '../signup/use-is-child';
import { PARENT_CONSENT_NEEDED, ParentConsent } from './parent-consent';
import { ProfileSections } from './profile-sections';
import { type ProfileSection, profileValues, sectionOf, validateProfile } from './profile-values';

// A player's form is sign-up's steps 2-4 (a new player) or the profile's three sections (a
// player's change), with their fields, rules and payload builders: no second form (ADR 0045).

export const PLAYER_ADDED = 'Player added';
export const PLAYER_SAVED = 'Player updated';

/** Sign-up's steps Player, Team, Social (indexes 1-3 of the wizard's checks). */
const ADD_STEPS = [
  { label: 'Player', wizardStep: 1 },
  { label: 'Team', wizardStep: 2 },
  { label: 'Social', wizardStep: 3 },
] as const;
const LAST = ADD_STEPS.length - 1;

function parsed<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: readableErrors(result.error.issues) };
}

function AddPlayerForm({ onDone }: { onDone: () => void }) {
  const add = useAddPlayer();
  const [active, setActive] = useState(0);
  const form = useForm<SignUpValues>({ initialValues: initialSignUpValues() });
  // A child under 13 is added with the parent's agreement, asked on the last step (ADR 0041).
  const child = useIsChild(form);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string>();

  const showErrors = (all: Record<string, string>) => {
    const { parent_consent: consentProblem, ...errors } = all;
    setConsentError(consentProblem);
    form.setErrors(errors);
    const steps = Object.keys(errors).map((f) => Math.max(0, stepOfField(f) - 1));
    if (consentProblem !== undefined) steps.push(LAST);
    if (steps.length > 0) setActive(Math.min(...steps));
  };

  const submit = async (skipSocial: boolean) => {
    const now = new Date();
    const values = form.getValues();
    if (child && !consent) return showErrors({ parent_consent: PARENT_CONSENT_NEEDED });
    const body = parsed(
      newPlayerSchema.safeParse({
        ...playerPayload(values, now),
        passing_year: values.passing_year === '' ? defaultGraduationYear(new Date()) : values.passing_year,
        ...(skipSocial ? {} : socialPayload(values)),
        ...(child ? { parent_consent: consent } : {}),
      }),
    );
    if (!body.ok) return showErrors(body.errors);
    try {
      const response = await add.mutateAsync(body.data);
      notifications.show({ message: PLAYER_ADDED, color: 'green', autoClose: HELPER_TOAST_MS });
      onDone();
      return response;
    } catch (error) {
      // The toast comes from the query client; the fields it names are marked too.
      showErrors(fieldErrorsOf(error));
    }
  };

  const next = () => {
    const step = ADD_STEPS[active]?.wizardStep ?? 1;
    const errors = validateStep(step, form.getValues(), new Date());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (active === LAST) void submit(false);
    else setActive(active + 1);
  };

  const steps = [
    <PlayerStep key="player" form={form} />,
    <TeamStep key="team" form={form} />,
    <SocialStep key="social" form={form} skippable />,
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stepper
        active={active}
        size="sm"
        labelPosition="bottom"
        wrap={false}
        allowNextStepsSelect={false}
        onStepClick={setActive}
      >
        {ADD_STEPS.map((step, index) => (
          <Stepper.Step key={step.label} label={step.label} aria-label={`Step ${index + 1}: ${step.label}`}>
            {steps[index]}
          </Stepper.Step>
        ))}
      </Stepper>
      {active === LAST && child && (
        <ParentConsent
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            if (checked) setConsentError(undefined);
          }}
          error={consentError}
        />
      )}
      <Group justify="space-between" mt="xl" gap="sm">
        {active > 0 ? (
          <Button variant="default" onClick={() => setActive(active - 1)} disabled={add.isPending}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {active === LAST && (
            <Button variant="subtle" onClick={() => void submit(true)} disabled={add.isPending}>
              Skip
            </Button>
          )}
          <Button type="submit" loading={add.isPending}>
            {active === LAST ? 'Add player' : 'Continue'}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function EditPlayerForm({ player, onDone }: { player: PlayerAttributes; onDone: () => void }) {
  const change = useChangePlayer();
  const [section, setSection] = useState<ProfileSection>('Player Info');
  const form = useForm<SignUpValues>({ mode: 'uncontrolled', initialValues: profileValues(player) });

  function showErrors(errors: Record<string, string>) {
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) setSection(sectionOf(first));
  }

  function submit() {
    const now = new Date();
    const values = form.getValues();
    const errors = validateProfile(values, now, player.dob);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    const body = parsed(
      playerChangeSchema.safeParse({ ...playerPayload(values, now), ...socialPayload(values) }),
    );
    if (!body.ok) return showErrors(body.errors);
    change.mutate(
      { id: player.id, player: body.data },
      {
        onSuccess: () => {
          notifications.show({ message: PLAYER_SAVED, color: 'green', autoClose: HELPER_TOAST_MS });
          onDone();
        },
        onError: (error) => showErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <Stack gap="lg">
      <ProfileSections form={form} section={section} onSection={setSection} keptDob={player.dob} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={change.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export type PlayerFormTarget = { kind: 'add' } | { kind: 'edit'; player: PlayerAttributes };

/** Add player (sign-up's steps 2-4) or Edit a player (the profile's sections), in a dialog. */
export function PlayerFormModal({
  target,
  onClose,
}: {
  target: PlayerFormTarget | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const title = target?.kind === 'edit' ? `Edit ${playerName(target.player)}` : 'Add player';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg" fullScreen={phone === true}>
      {target?.kind === 'add' && <AddPlayerForm onDone={onClose} />}
      {target?.kind === 'edit' && (
        <EditPlayerForm key={target.player.id} player={target.player} onDone={onClose} />
      )}
    </Modal>
  );
}
