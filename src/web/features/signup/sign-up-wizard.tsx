import { Button, Group, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ClientAttributes } from '../../../shared/api/clients';
import { useSignUp } from './api';
import { fieldErrorsOf } from './field-labels';
import { ParentStep } from './parent-step';
import { PlayerStep } from './player-step';
import {
  canLeaveParentStep,
  initialSignUpValues,
  LAST_STEP,
  type SignUpValues,
  STEP_LABELS,
  stepOfField,
  toSignUpClient,
  validateStep,
} from './sign-up-values';
import { SocialStep } from './social-step';
import { TeamStep } from './team-step';

export interface SignUpWizardProps {
  /** Runs instead of the redirect to /bookings (the auth popup of the booking flow). */
  onSuccess?: ((client: ClientAttributes) => void) | undefined;
  /** Embedded flows switch to their sign-in view instead of leaving for /login. */
  onSignIn?: (() => void) | undefined;
}

function firstStepWithError(errors: Record<string, string>): number | undefined {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length === 0 ? undefined : Math.min(...steps);
}

/** SPEC §2 sign-up: four steps (Parent, Player, Team, Social), used as a page and in the auth popup. */
export function SignUpWizard({ onSuccess, onSignIn }: SignUpWizardProps) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [active, setActive] = useState(0);
  const form = useForm<SignUpValues>({ initialValues: initialSignUpValues() });
  const values = form.getValues();

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const step = firstStepWithError(errors);
    if (step !== undefined) setActive(step);
  };

  const submit = async (skipSocial: boolean) => {
    const now = new Date();
    if (!skipSocial) {
      const errors = validateStep(LAST_STEP, values, now);
      if (Object.keys(errors).length > 0) return showErrors(errors);
    }
    const payload = toSignUpClient(values, { skipSocial, now });
    if (!payload.ok) return showErrors(payload.errors);
    try {
      const response = await signUp.mutateAsync(payload.client);
      const { auth_token: _token, ...client } = response.data.attributes;
      if (onSuccess) onSuccess(client);
      else await navigate('/bookings', { replace: true });
    } catch (error) {
      // The toast comes from the query client; the fields it names are marked too.
      showErrors(fieldErrorsOf(error));
    }
  };

  const next = () => {
    const errors = validateStep(active, values, new Date());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (active === LAST_STEP) void submit(false);
    else setActive(active + 1);
  };

  const steps = [
    <ParentStep key="parent" form={form} onSignIn={onSignIn} />,
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
      {/* Labels under the icons and no wrapping: the four steps stay one row at 390 px and in the popup. */}
      <Stepper
        active={active}
        size="sm"
        labelPosition="bottom"
        wrap={false}
        allowNextStepsSelect={false}
        onStepClick={setActive}
      >
        {STEP_LABELS.map((label, index) => (
          <Stepper.Step key={label} label={label} aria-label={`Step ${index + 1}: ${label}`}>
            {steps[index]}
          </Stepper.Step>
        ))}
      </Stepper>

      <Group justify="space-between" mt="xl" gap="sm">
        {active > 0 ? (
          <Button
            variant="default"
            size="md"
            onClick={() => setActive(active - 1)}
            disabled={signUp.isPending}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {active === LAST_STEP && (
            <Button variant="subtle" size="md" onClick={() => void submit(true)} disabled={signUp.isPending}>
              Skip
            </Button>
          )}
          <Button
            type="submit"
            size="md"
            loading={signUp.isPending}
            disabled={active === 0 && !canLeaveParentStep(values)}
          >
            {active === LAST_STEP ? 'Create Account' : 'Continue'}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
