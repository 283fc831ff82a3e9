import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_DATA_PATH,
  ACCOUNT_DATA_PDF_PATH,
  ACCOUNT_PATH,
  type DeleteAccountBody,
  deleteAccountResponseSchema,
} from '../../../shared/api/account-data';
import {
  clientResponseSchema,
  messageResponseSchema,
  signedUrlResponseSchema,
  type UpdateProfileClient,
} from '../../../shared/api/clients';
import { apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/api-download';
import { setStoredUser } from '../../lib/session-storage';
import { authKeys } from '../auth/api';

// ---- fetchers ----

export function putProfile(client: UpdateProfileClient) {
  return apiRequest('/v1/client/profiles', { method: 'PUT', body: { client }, schema: clientResponseSchema });
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export function putPassword(client: PasswordChange) {
  return apiRequest('/v1/client/profiles/update_password', {
    method: 'PUT',
    body: { client },
    schema: messageResponseSchema,
  });
}

export function getSignedUrl(fileType: 'png') {
  return apiRequest('/v1/client/profiles/signed_url', {
    schema: signedUrlResponseSchema,
    query: { file_type: fileType },
  });
}

/** SPEC §7: the bytes go straight to the signed URL with their type and a public-read ACL. */
export async function uploadToSignedUrl(signedUrl: string, image: Blob): Promise<void> {
  const response = await fetch(signedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': image.type, 'x-amz-acl': 'public-read' },
    body: image,
  });
  if (!response.ok) throw new Error('The photo could not be uploaded. Please try again.');
}

// ---- mutations ----

/**
 * Saves profile fields; the header and the stored user follow at once, and the players list (the
 * profile edits the active player, whose card there shows their name and grade) is read again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(authKeys.currentClient, response);
      setStoredUser(response.data.attributes);
      void queryClient.invalidateQueries({ queryKey: authKeys.players });
    },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: putPassword });
}

/** Signed URL, upload, then the profile's profile_image = the public URL. */
export function useUploadProfileImage() {
  const update = useUpdateProfile();
  return useMutation({
    mutationFn: async (image: Blob) => {
      const { signed_url, url } = await getSignedUrl('png');
      await uploadToSignedUrl(signed_url, image);
      return update.mutateAsync({ profile_image: url });
    },
  });
}

// ---- the account's data (ADR 0040) ----

/** Downloads the account's data in `format` and hands it to the browser to save. */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: (format: 'json' | 'pdf') =>
      saveDownload(format === 'json' ? ACCOUNT_DATA_PATH : ACCOUNT_DATA_PDF_PATH),
  });
}

/** Deletes the account; the caller forgets the session (every one was revoked on the server). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiRequest(ACCOUNT_PATH, { method: 'DELETE', body, schema: deleteAccountResponseSchema }),
    // A wrong password is shown on its field, not as a toast.
    meta: { silentError: true },
  });
}
