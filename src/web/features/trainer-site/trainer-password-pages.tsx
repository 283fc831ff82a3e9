import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../components/account-fields';
import { resetTokenFrom } from '../passwords/reset-token';
import { useSendTrainerReset, useTrainerResetPassword } from './api';
import { emailRule, newPasswordRules } from './form-rules';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Anchor component={Link} to="/trainer?revealed=true" size="sm">
            Back to trainer sign in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

/** `/trainer/forgot_password`: always the same answer, so nobody learns which emails exist. */
export function TrainerForgotPasswordPage() {
  useDocumentTitle('Forgot Password | Trainer');
  const send = useSendTrainerReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: emailRule },
  });
  return (
    <Card title="Forgot Password">
      {send.isSuccess ? (
        <Alert color="green" title="Check your email">
          {send.data.data.message}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((v) => send.mutate(v.email.trim()))} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter your trainer account's email and we will send you a link to choose a new password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={send.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}

/** `/trainer/new_password?reset_password_token=…`: the reset email's link lands here. */
export function TrainerNewPasswordPage() {
  useDocumentTitle('New Password | Trainer');
  const token = resetTokenFrom(useLocation().search);
  const reset = useTrainerResetPassword();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', password_confirmation: '' },
    validate: newPasswordRules,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await reset.mutateAsync({ reset_password_token: token, ...values });
    } catch {
      // The toast says why (an expired or used link).
    }
  });
  return (
    <Card title="Choose a new password">
      {reset.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green">{reset.data.data.message}</Alert>
          <Button onClick={() => void navigate('/trainer?revealed=true')}>Sign in</Button>
        </Stack>
      ) : token === '' ? (
        <Alert color="red">This link is incomplete. Ask for a new one from the sign-in page.</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPasswordFields form={form} required />
            <Button type="submit" loading={reset.isPending}>
              Save password
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
