import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../shared/api/clients';
import { apiRequest } from '../../lib/api-client';
import { RESET_PASSWORD_RETURN_URL } from '../../lib/config';

export interface ResetPasswordInput {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

// ---- fetchers ----

/** SPEC §7: the email and the page the link returns to (/new_password). */
export function sendResetPassword(email: string) {
  return apiRequest('/v1/client/profiles/send_reset_password', {
    query: { email, redirect_url: RESET_PASSWORD_RETURN_URL },
    schema: messageResponseSchema,
  });
}

export function postResetPassword(client: ResetPasswordInput) {
  return apiRequest('/v1/client/profiles/reset_password', {
    method: 'POST',
    body: { client },
    schema: messageResponseSchema,
  });
}

// ---- mutations ----

export function useSendResetPassword() {
  return useMutation({ mutationFn: sendResetPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
