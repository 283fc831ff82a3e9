import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { type DeleteAccountBody, deleteAccountResponseSchema } from '../../../shared/api/account-data';
import { messageResponseSchema, signedUrlResponseSchema } from '../../../shared/api/clients';
import {
  TRAINER_ACCOUNT_DATA_PATH,
  TRAINER_ACCOUNT_DATA_PDF_PATH,
  TRAINER_ACCOUNT_PATH,
  trainerAuthResponseSchema,
  trainerProfileResponseSchema,
  type trainerProfileUpdateSchema,
} from '../../../shared/api/trainer-account';
import { apiRequest } from '../../lib/api-client';
import { dismissApiErrors } from '../../lib/notify-error';
import { trainerDownload, trainerRequest } from './trainer-request';
import { clearTrainerToken, setTrainerToken, useTrainerToken } from './trainer-session';

// The trainer site's account calls (ADR 0015): sign-in, profile, photo, passwords.

export const trainerKeys = {
  all: ['trainer'] as const,
  profile: ['trainer', 'profile'] as const,
  services: ['trainer', 'services'] as const,
  entries: ['trainer', 'entries'] as const,
  requests: ['trainer', 'requests'] as const,
  schedule: ['trainer', 'schedule'] as const,
  payouts: ['trainer', 'payouts'] as const,
};

/** Where the reset email sends the trainer back to (our origin, so the server accepts it). */
export function trainerResetReturnUrl(): string {
  return `${window.location.origin}/trainer/new_password`;
}

// ---- fetchers ----

export function postTrainerSession(body: { email: string; password: string }) {
  // No stored token is sent with a sign-in.
  return apiRequest('/v1/trainer/sessions', {
    method: 'POST',
    body,
    schema: trainerAuthResponseSchema,
    authToken: null,
  });
}

export function deleteTrainerSession() {
  return trainerRequest('/v1/trainer/sessions', { method: 'DELETE', schema: z.object({ data: z.null() }) });
}

/** Deletes the trainer's own account (ADR 0055); the password is asked again. */
export function deleteTrainerAccount(body: DeleteAccountBody) {
  return trainerRequest(TRAINER_ACCOUNT_PATH, {
    method: 'DELETE',
    body,
    schema: deleteAccountResponseSchema,
  });
}

export function getTrainerProfile(signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/profile', { schema: trainerProfileResponseSchema, signal });
}

/** What the form sends: any subset; '' or null clears an optional field. */
export type TrainerProfileInput = z.input<typeof trainerProfileUpdateSchema>;

export function putTrainerProfile(athlete: TrainerProfileInput) {
  return trainerRequest('/v1/trainer/profile', {
    method: 'PUT',
    body: { athlete },
    schema: trainerProfileResponseSchema,
  });
}

export function getTrainerSignedUrl(fileType: string) {
  return trainerRequest('/v1/trainer/profile/signed_url', {
    schema: signedUrlResponseSchema,
    query: { file_type: fileType },
  });
}

/** The bytes go straight to the signed URL with their type and a public-read ACL (SPEC §7). */
export async function uploadTrainerPhoto(file: File): Promise<string> {
  const extension = file.type.split('/')[1] ?? 'png';
  const { signed_url, url } = await getTrainerSignedUrl(extension === 'jpeg' ? 'jpg' : extension);
  const response = await fetch(signed_url, {
    method: 'PUT',
    headers: { 'Content-Type': file.type, 'x-amz-acl': 'public-read' },
    body: file,
  });
  if (!response.ok) throw new Error('The photo could not be uploaded. Please try again.');
  return url;
}

export function sendTrainerResetPassword(email: string) {
  return apiRequest('/v1/trainer/profile/send_reset_password', {
    schema: messageResponseSchema,
    query: { email, redirect_url: trainerResetReturnUrl() },
    authToken: null,
  });
}

export interface TrainerNewPassword {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

export function postTrainerResetPassword(athlete: TrainerNewPassword) {
  return apiRequest('/v1/trainer/profile/reset_password', {
    method: 'POST',
    body: { athlete },
    schema: messageResponseSchema,
    authToken: null,
  });
}

export interface TrainerPasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function putTrainerPassword(athlete: TrainerPasswordChange) {
  return trainerRequest('/v1/trainer/profile/update_password', {
    method: 'PUT',
    body: { athlete },
    schema: messageResponseSchema,
  });
}

// ---- queries ----

export function trainerProfileQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: trainerKeys.profile,
    queryFn: ({ signal }) => getTrainerProfile(signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in trainer (header name, time zone for openings, payout account). */
export function useTrainerProfile() {
  const token = useTrainerToken();
  return useQuery(trainerProfileQueryOptions(token !== null));
}

// ---- mutations ----

export function useTrainerSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTrainerSession,
    onSuccess: (response) => {
      const { auth_token, ...profile } = response.data.attributes;
      // A wrong password's error toast is over once the right one went through.
      dismissApiErrors();
      queryClient.setQueryData(trainerKeys.profile, {
        data: { id: response.data.id, type: response.data.type, attributes: profile },
      });
      setTrainerToken(auth_token);
    },
  });
}

/** Revokes the token, then forgets the trainer locally even if the call failed. */
export function useTrainerSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteTrainerSession,
    meta: { silentError: true },
    onSettled: () => {
      clearTrainerToken();
      queryClient.removeQueries({ queryKey: trainerKeys.all });
      void navigate('/trainer', { replace: true });
    },
  });
}

/** Downloads the trainer's data (ADR 0055) in `format` and hands it to the browser to save. */
export function useDownloadTrainerData() {
  return useMutation({
    mutationFn: (format: 'json' | 'pdf') =>
      trainerDownload(format === 'json' ? TRAINER_ACCOUNT_DATA_PATH : TRAINER_ACCOUNT_DATA_PDF_PATH),
  });
}

/**
 * On success the trainer is forgotten here, told so and sent to the sign-in page (`/trainer`, as
 * after signing out): in the hook, as forgetting the token unmounts the signed-in pages (and the
 * dialog that called it) at once, and their guard goes to the same page.
 */
export function useDeleteTrainerAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteTrainerAccount,
    // A wrong password is shown on its field, a refusal in the dialog: not as a toast.
    meta: { silentError: true },
    onSuccess: (response) => {
      clearTrainerToken();
      queryClient.removeQueries({ queryKey: trainerKeys.all });
      notifications.show({ color: 'green', message: response.data.message, position: 'top-center' });
      void navigate('/trainer', { replace: true });
    },
  });
}

/** The profile form shows a refusal itself (`showSaveErrors`). */
export function useUpdateTrainerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTrainerProfile,
    meta: { silentError: true },
    onSuccess: (response) => {
      // A refusal's toast goes once the save goes through.
      dismissApiErrors();
      queryClient.setQueryData(trainerKeys.profile, response);
    },
  });
}

export function useUploadTrainerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => putTrainerProfile({ profile_image: await uploadTrainerPhoto(file) }),
    onSuccess: (response) => queryClient.setQueryData(trainerKeys.profile, response),
  });
}

export function useSendTrainerReset() {
  return useMutation({ mutationFn: sendTrainerResetPassword });
}

export function useTrainerResetPassword() {
  return useMutation({ mutationFn: postTrainerResetPassword });
}

export function useChangeTrainerPassword() {
  return useMutation({ mutationFn: putTrainerPassword });
}
