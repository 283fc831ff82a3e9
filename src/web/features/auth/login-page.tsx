import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { SignInForm } from './sign-in-form';

export const SIGN_IN_TAGLINE = 'Scheduling to make your training better';

/** /login (SPEC §2); the header is hidden here, so the page carries its own brand link. */
export function LoginPage() {
  useDocumentTitle(`Sign In | ${PRODUCT_NAME}`);
  return (
    <Box
      mih="100dvh"
      py={{ base: 32, sm: 64 }}
      style={{
        background:
          'radial-gradient(circle at 15% 0%, var(--mantine-color-brand-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <Container size={440}>
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Anchor component={Link} to="/" underline="never" c="brand.7" fz={32} fw={900} lts={-0.5}>
              {PRODUCT_NAME}
            </Anchor>
            <Text c="dimmed">{SIGN_IN_TAGLINE}</Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Title order={1} size="h2">
                Sign In
              </Title>
              <SignInForm />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
