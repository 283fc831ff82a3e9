import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { authResponseSchema } from '../../../shared/api/clients';
import { apiRequest } from '../../lib/api-client';
import { clearAllStorage } from '../../lib/session-storage';
import { rememberSession } from '../auth/api';

function postAdminSession(token: string) {
  return apiRequest('/v1/client/admin_sessions', {
    method: 'POST',
    body: { token },
    schema: authResponseSchema,
  });
}

/** SPEC §2 /admin/login/{token}: signs in as the link's client (ADR 0019), then /bookings. */
export function AdminLoginPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const signIn = useMutation({
    mutationFn: postAdminSession,
    onSuccess: (response) => {
      // Whoever was signed in on this browser before is replaced entirely.
      clearAllStorage();
      queryClient.clear();
      rememberSession(queryClient, response);
      void navigate('/bookings', { replace: true });
    },
  });

  useEffect(() => {
    // The link is single use: a second request (StrictMode's double effect) would spend it.
    if (started.current) return;
    started.current = true;
    signIn.mutate(token);
  }, [signIn, token]);

  return (
    <Center mih="60dvh" p="md">
      {signIn.isError ? (
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h3">
            This sign-in link does not work
          </Title>
          <Text c="dimmed">{signIn.error.message}</Text>
          <Button component={Link} to="/login">
            Go to sign in
          </Button>
        </Stack>
      ) : (
        <Loader aria-label="Signing in" />
      )}
    </Center>
  );
}
