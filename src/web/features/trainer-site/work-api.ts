import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bookingResponseSchema } from '../../../shared/api/bookings';
import { paymentResponseSchema } from '../../../shared/api/payments';
import {
  type TrainerEntryCreate,
  type TrainerEntryUpdate,
  type TrainerTimeOff,
  trainerEntryListResponseSchema,
  trainerEntryResponseSchema,
  trainerTimeOffResponseSchema,
} from '../../../shared/api/trainer-availability';
import {
  trainerBookingRequestListResponseSchema,
  trainerPayoutListResponseSchema,
  trainerScheduleResponseSchema,
} from '../../../shared/api/trainer-bookings';
import {
  type TrainerServiceUpdate,
  trainerServiceListResponseSchema,
  trainerServiceResponseSchema,
  trainerServiceUpdateResponseSchema,
} from '../../../shared/api/trainer-services';
import { dismissApiErrors } from '../../lib/notify-error';
import { trainerKeys } from './api';
import { trainerRequest } from './trainer-request';

// The trainer's work (ADR 0015): training options, openings, requests, schedule, payouts.

// ---- fetchers ----

export function getTrainerServices(signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/provided_services', {
    schema: trainerServiceListResponseSchema,
    query: { per_page: 100 },
    signal,
  });
}

export function getTrainerService(id: number, signal?: AbortSignal) {
  return trainerRequest(`/v1/trainer/provided_services/${id}`, {
    schema: trainerServiceResponseSchema,
    signal,
  });
}

/** Create needs name, type, price and duration (the server says which are missing); fees are never sent. */
export type TrainerServiceInput = TrainerServiceUpdate;

export function postTrainerService(provided_service: TrainerServiceInput) {
  return trainerRequest('/v1/trainer/provided_services', {
    method: 'POST',
    body: { provided_service },
    schema: trainerServiceResponseSchema,
  });
}

export function putTrainerService(id: number, provided_service: TrainerServiceInput) {
  return trainerRequest(`/v1/trainer/provided_services/${id}`, {
    method: 'PUT',
    body: { provided_service },
    schema: trainerServiceUpdateResponseSchema,
  });
}

/** Deletes a training no booking names (the server refuses one that has: unpublish it). */
export function deleteTrainerService(id: number) {
  return trainerRequest(`/v1/trainer/provided_services/${id}`, {
    method: 'DELETE',
    schema: z.object({ data: z.null() }),
  });
}

export function setTrainerServicePublished(id: number, published: boolean) {
  return trainerRequest(`/v1/trainer/provided_services/${id}/${published ? 'publish' : 'unpublish'}`, {
    method: 'PUT',
    schema: trainerServiceResponseSchema,
  });
}

/** A private training's new link: the one sent before opens nothing (ADR 0084). */
export function renewPrivateLink(id: number) {
  return trainerRequest(`/v1/trainer/provided_services/${id}/private_link`, {
    method: 'POST',
    schema: trainerServiceResponseSchema,
  });
}

export function getTrainerEntries(range: { from: string; to: string }, signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/calendar_entries', {
    schema: trainerEntryListResponseSchema,
    query: range,
    signal,
  });
}

export function postTrainerEntry(calendar_entry: Partial<TrainerEntryCreate>) {
  return trainerRequest('/v1/trainer/calendar_entries', {
    method: 'POST',
    body: { calendar_entry },
    schema: trainerEntryListResponseSchema,
  });
}

export function putTrainerEntry(id: number, calendar_entry: TrainerEntryUpdate) {
  return trainerRequest(`/v1/trainer/calendar_entries/${id}`, {
    method: 'PUT',
    body: { calendar_entry },
    schema: trainerEntryResponseSchema,
  });
}

export function deleteTrainerEntry(id: number) {
  return trainerRequest(`/v1/trainer/calendar_entries/${id}`, { method: 'DELETE', schema: z.unknown() });
}

export function reopenTrainerEntry(id: number) {
  return trainerRequest(`/v1/trainer/calendar_entries/${id}/reopen`, {
    method: 'POST',
    body: {},
    schema: trainerEntryResponseSchema,
  });
}

export function postTimeOff(time_off: TrainerTimeOff) {
  return trainerRequest('/v1/trainer/calendar_entries/time_off', {
    method: 'POST',
    body: { time_off },
    schema: trainerTimeOffResponseSchema,
  });
}

export function getBookingRequests(signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/booking_requests', {
    schema: trainerBookingRequestListResponseSchema,
    query: { per_page: 100 },
    signal,
  });
}

export type BookingAnswer = 'accept' | 'reject';

/** SPEC §7 request_booking: accepts, or rejects with status "rejected"; the notes go to the player. */
export function answerBookingRequest(id: number, answer: BookingAnswer, notes: string) {
  const trimmed = notes.trim() === '' ? null : notes.trim();
  return trainerRequest(`/v1/client/booking_requests/${id}/request_booking`, {
    method: 'PUT',
    body: {
      booking_request: answer === 'reject' ? { notes: trimmed, status: 'rejected' } : { notes: trimmed },
    },
    schema: bookingResponseSchema,
  });
}

/** Asks the player to approve cancelling the booking; the reason goes to them as the notes. */
export function requestBookingCancellation(id: number, reason: string) {
  return trainerRequest(`/v1/client/booking_requests/${id}/request_cancellation`, {
    method: 'PUT',
    body: { booking_request: { notes: reason.trim() === '' ? null : reason.trim() } },
    schema: bookingResponseSchema,
  });
}

/** Gives back the time of a session the trainer cancelled (ADR 0047). */
export function reopenTrainerSession(sessionId: number) {
  return trainerRequest(`/v1/trainer/sessions/${sessionId}/reopen`, {
    method: 'POST',
    body: {},
    schema: z.unknown(),
  });
}

export function getTrainerSchedule(days: number, signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/schedule', {
    schema: trainerScheduleResponseSchema,
    query: { days },
    signal,
  });
}

export function getTrainerPayouts(signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/payouts', {
    schema: trainerPayoutListResponseSchema,
    query: { per_page: 100 },
    signal,
  });
}

/** SPEC §7 transfer_charge on the payout's payment; without an account, the connected one is paid. */
export function postPayoutTransfer(paymentId: number, accountId: string | undefined) {
  return trainerRequest(`/v1/payments/${paymentId}/transfer_charge`, {
    method: 'POST',
    body: accountId ? { payment: { account_id: accountId } } : {},
    schema: paymentResponseSchema,
  });
}

// ---- queries ----

export const trainerServicesQueryOptions = () =>
  queryOptions({ queryKey: trainerKeys.services, queryFn: ({ signal }) => getTrainerServices(signal) });

export const trainerServiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...trainerKeys.services, id],
    queryFn: ({ signal }) => getTrainerService(id, signal),
  });

export const trainerEntriesQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...trainerKeys.entries, range.from, range.to],
    queryFn: ({ signal }) => getTrainerEntries(range, signal),
  });

export const bookingRequestsQueryOptions = () =>
  queryOptions({ queryKey: trainerKeys.requests, queryFn: ({ signal }) => getBookingRequests(signal) });

export const trainerScheduleQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...trainerKeys.schedule, days],
    queryFn: ({ signal }) => getTrainerSchedule(days, signal),
  });

export const trainerPayoutsQueryOptions = () =>
  queryOptions({ queryKey: trainerKeys.payouts, queryFn: ({ signal }) => getTrainerPayouts(signal) });

export const useTrainerServices = () => useQuery(trainerServicesQueryOptions());
export const useTrainerService = (id: number) => useQuery(trainerServiceQueryOptions(id));
export const useTrainerEntries = (range: { from: string; to: string }) =>
  useQuery(trainerEntriesQueryOptions(range));
export const useBookingRequests = () => useQuery(bookingRequestsQueryOptions());
export const useTrainerSchedule = (days: number) => useQuery(trainerScheduleQueryOptions(days));
export const useTrainerPayouts = () => useQuery(trainerPayoutsQueryOptions());

// ---- mutations ----

/**
 * After any change, the lists that show it are refetched. `formSaysErrors`: a form shows the
 * refusal itself (`showSaveErrors`), so no toast of the API's words.
 */
function useInvalidating<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  keys: readonly (readonly string[])[],
  formSaysErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silentError: formSaysErrors },
    onSuccess: async () => {
      // A form's refusal toast goes once its save goes through.
      if (formSaysErrors) dismissApiErrors();
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveTrainerService = () =>
  useInvalidating(
    // A new size may leave sessions ahead holding more than it (ADR 0066): the form says so.
    async ({ id, values }: { id: number | null; values: TrainerServiceInput }) => {
      if (id === null) return { ...(await postTrainerService(values)), sessionsOverSize: 0 };
      const saved = await putTrainerService(id, values);
      return { data: saved.data, sessionsOverSize: saved.meta.sessions_over_size };
    },
    [trainerKeys.services, trainerKeys.entries],
    true,
  );

export const useDeleteTrainerService = () =>
  useInvalidating((id: number) => deleteTrainerService(id), [trainerKeys.services, trainerKeys.entries]);

export const usePublishTrainerService = () =>
  useInvalidating(
    ({ id, published }: { id: number; published: boolean }) => setTrainerServicePublished(id, published),
    [trainerKeys.services, trainerKeys.entries],
  );

export const useRenewPrivateLink = () => useInvalidating(renewPrivateLink, [trainerKeys.services]);

/** An opening's change shows in the openings and in whether each training can be booked (`bookable`). */
const OPENING_LISTS = [trainerKeys.entries, trainerKeys.services];

export const useCreateEntries = () => useInvalidating(postTrainerEntry, OPENING_LISTS, true);

export const useUpdateEntry = () =>
  useInvalidating(
    ({ id, values }: { id: number; values: TrainerEntryUpdate }) => putTrainerEntry(id, values),
    OPENING_LISTS,
    true,
  );

export const useDeleteEntry = () => useInvalidating(deleteTrainerEntry, OPENING_LISTS);

export const useTimeOff = () => useInvalidating(postTimeOff, OPENING_LISTS, true);

export const useReopenEntry = () => useInvalidating(reopenTrainerEntry, OPENING_LISTS);

export const useAnswerBookingRequest = () =>
  useInvalidating(
    ({ id, answer, notes }: { id: number; answer: BookingAnswer; notes: string }) =>
      answerBookingRequest(id, answer, notes),
    [trainerKeys.requests, trainerKeys.schedule, trainerKeys.payouts, trainerKeys.entries],
  );

export const useRequestCancellation = () =>
  useInvalidating(
    ({ id, reason }: { id: number; reason: string }) => requestBookingCancellation(id, reason),
    [trainerKeys.requests, trainerKeys.schedule, trainerKeys.payouts, trainerKeys.entries],
  );

export const useReopenSession = () =>
  useInvalidating(reopenTrainerSession, [trainerKeys.schedule, trainerKeys.entries]);

export const useTransferPayout = () =>
  useInvalidating(
    ({ paymentId, accountId }: { paymentId: number; accountId?: string }) =>
      postPayoutTransfer(paymentId, accountId),
    // The first payout connects the account it names: the profile says so afterwards.
    [trainerKeys.payouts, trainerKeys.profile],
  );
