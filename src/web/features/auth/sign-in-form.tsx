import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ClientAttributes, type SignInBody, signInBodySchema } from '../../../shared/api/clients';
import { SectionHeading } from '../../components/section-heading';
import { returnPath } from '../../lib/return-path';
import { useSports } from '../sports/api';
import { useSignIn } from './api';
import { SignInFields } from './sign-in-fields';

const fieldLabels: Record<keyof SignInBody, string> = { email: 'Email', password: 'Password' };
const resolveSchema = schemaResolver(signInBodySchema, { sync: true });

/** The shared schema speaks in API terms ("is invalid"); on the form, name the field. */
function validate(values: SignInBody): FormErrors {
  const errors = resolveSchema(values);
  const labelled: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const label = field === 'email' || field === 'password' ? fieldLabels[field] : field;
    labelled[field] = typeof message === 'string' ? `${label} ${message}` : message;
  }
  return labelled;
}

export interface SignInFormProps {
  /** Inside a booking flow: shows the 'Account Sign In' heading and the 'New Account' block. */
  embedded?: boolean;
  /** Runs instead of the redirect to /bookings. */
  onSuccess?: (client: ClientAttributes) => void;
  /** Embedded flows switch to their sign-up view instead of leaving for /signup. */
  onSignUp?: () => void;
}

/** SPEC §2 sign-in form, used as a page, on the landing panel and inside booking flows. */
export function SignInForm({ embedded = false, onSuccess, onSignUp }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  // SPEC §2: the sports list is fetched on the form (the sign-up view that follows uses it).
  useSports();

  const form = useForm<SignInBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate,
    validateInputOnBlur: true,
  });

  // Filled in before the page's script ran (the server renders this form on /?revealed=true: a
  // password manager fills it at once, a quick thumb on a slow network types into it): React
  // leaves the fields as they are, and the form takes their values over (ADR 0032).
  const formElement = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount
  useEffect(() => {
    for (const path of ['email', 'password'] as const) {
      const value = formElement.current?.querySelector<HTMLInputElement>(`input[type="${path}"]`)?.value;
      // As the field's own onChange does: the value only, the field is not re-rendered (no lost focus).
      if (value) form.setFieldValue(path, value, { forceUpdate: false });
    }
  }, []);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const response = await signIn.mutateAsync(signInBodySchema.parse(values));
      if (onSuccess) {
        const { auth_token: _token, ...client } = response.data.attributes;
        onSuccess(client);
      } else {
        // Back to the signed-in page that sent the visitor here (lib/return-path.ts), else /bookings.
        await navigate(returnPath(location.state) ?? '/bookings', { replace: true });
      }
    } catch {
      // The error toast is shown by the query client; the user stays on the form.
    }
  });

  const goToSignUp = () => {
    if (onSignUp) onSignUp();
    else void navigate('/signup');
  };

  return (
    <Stack gap="lg">
      {embedded && (
        <SectionHeading title="Account Sign In" intro="Please sign in to book this training option" />
      )}

      {/* `method="dialog"`: outside a <dialog>, the browser's own submission does nothing. Before
          the page's code has run (a server-rendered page on a slow network), a tap on Sign In or
          Enter reloaded the page, closing the panel and emptying the fields (a family walk saw
          it); now it waits, the fields keep what was typed (ADR 0032), and the tap once the page
          is ready signs in. React's onSubmit handles every submission after that. */}
      <form ref={formElement} method="dialog" onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SignInFields
            form={form}
            forgotPasswordTo="/forgot_password"
            pending={signIn.isPending}
            placeholders={{ email: 'you@example.com', password: 'Your password' }}
          />
          {!embedded && (
            <Button variant="default" size="md" fullWidth onClick={goToSignUp}>
              Player Sign up
            </Button>
          )}
        </Stack>
      </form>

      {embedded && (
        <>
          <Divider />
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Title order={3} size="h4">
                New Account
              </Title>
              <Text c="dimmed" size="sm">
                Please create an account to book this training option
              </Text>
              <Button variant="light" onClick={goToSignUp}>
                Sign Up
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
