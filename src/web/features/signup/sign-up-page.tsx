import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { SignUpWizard } from './sign-up-wizard';

/** /signup (SPEC §2); the header is hidden here, so the page carries its own brand link. */
export function SignUpPage() {
  useDocumentTitle(`Sign Up | ${PRODUCT_NAME}`);
  return (
    <Box
      mih="100dvh"
      py={{ base: 24, sm: 48 }}
      style={{
        background:
          'radial-gradient(circle at 85% 0%, var(--mantine-color-brand-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <Container size={760} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Anchor component={Link} to="/" underline="never" c="brand.7" fz={32} fw={900} lts={-0.5}>
              {PRODUCT_NAME}
            </Anchor>
            <Text c="dimmed">Create your player account</Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Title order={1} size="h2">
                Player Sign Up
              </Title>
              <SignUpWizard />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
