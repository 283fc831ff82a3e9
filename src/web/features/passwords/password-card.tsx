import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card both password pages sit in. */
export function PasswordCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {intro}
            </Text>
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
