import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconLogin } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/constants';
import { SignInFields } from '../auth/sign-in-fields';
import { SignInPanel } from '../auth/sign-in-panel';
import { useTrainerSignIn } from './api';
import { emailRule } from './form-rules';
import { useTrainerToken } from './trainer-session';
import classes from './trainer-site.module.css';

const PANEL_ID = 'trainer-sign-in';

function TrainerSignInForm() {
  const navigate = useNavigate();
  const signIn = useTrainerSignIn();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: emailRule,
      password: (v) => (v === '' ? "Password can't be blank" : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      await navigate('/trainer/schedule', { replace: true });
    } catch {
      // The query client shows the server's message ('Invalid email or password').
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SignInFields form={form} forgotPasswordTo="/trainer/forgot_password" pending={signIn.isPending} />
      </Stack>
    </form>
  );
}

/** `/trainer`: the trainer site's front door; `?revealed=true` opens the sign-in panel at once. */
export function TrainerSignInPage() {
  useDocumentTitle(`${PRODUCT_NAME} for Trainers`);
  const token = useTrainerToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const revealed = searchParams.get('revealed') === 'true';
  // The button goes as the panel comes: a keyboard continues in the panel's first field.
  const revealedByButton = useRef(false);
  useEffect(() => {
    if (revealed && revealedByButton.current)
      document.getElementById(PANEL_ID)?.querySelector('input')?.focus();
  }, [revealed]);
  if (token) return <Navigate to="/trainer/schedule" replace />;

  const reveal = () => {
    revealedByButton.current = true;
    setSearchParams(
      (params) => {
        params.set('revealed', 'true');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Box className={classes.hero}>
      <Container size="lg" w="100%" pt="lg">
        <Group justify="space-between">
          <Text fw={900} fz={24} lts={-0.5} c="white">
            {PRODUCT_NAME}
          </Text>
          <Anchor component={Link} to="/" c="gray.3" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden /> Player site
            </Group>
          </Anchor>
        </Group>
      </Container>
      <Box component="main" className={classes.heroMain} py={{ base: 40, md: 64 }}>
        <Container size="lg" w="100%">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
            <Stack gap="md" justify="center">
              <Text tt="uppercase" fw={700} size="sm" c="accent.4" lts={1.5}>
                For college athletes, coaches and trainers
              </Text>
              <Title order={1} className={classes.title}>
                Trainer site<span className={classes.highlight}>.</span>
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={520}>
                Publish your training options and openings, answer booking requests and get paid.
              </Text>
              {/* There is no trainer sign-up: the team sets accounts up (ADR 0018). A trainer's
                  walk looked for one: the page says how to get an account. */}
              <Text size="sm" c="gray.3" maw={520}>
                New to {PRODUCT_NAME}? Trainer accounts are set up by our team: write to{' '}
                <Anchor
                  href={`mailto:${SUPPORT_EMAIL}?subject=Trainer%20account`}
                  c="white"
                  size="sm"
                  fw={600}
                >
                  {SUPPORT_EMAIL}
                </Anchor>
                .
              </Text>
              {!revealed && (
                <Group>
                  <Button
                    size="lg"
                    color="accent"
                    autoContrast
                    leftSection={<IconLogin size={20} aria-hidden />}
                    aria-controls={PANEL_ID}
                    aria-expanded={false}
                    onClick={reveal}
                  >
                    Trainer Sign In
                  </Button>
                </Group>
              )}
            </Stack>
            <Box id={PANEL_ID}>
              {revealed && (
                <SignInPanel
                  title="Trainer Sign In"
                  intro="Manage your trainings, openings and bookings"
                  className={classes.panel}
                >
                  <TrainerSignInForm />
                </SignInPanel>
              )}
            </Box>
          </SimpleGrid>
        </Container>
      </Box>
    </Box>
  );
}
