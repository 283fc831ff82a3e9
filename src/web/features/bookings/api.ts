import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  bookingListResponseSchema,
  bookingResponseSchema,
  type CreateBookingBody,
  type HeldSeat,
  heldSeatsResponseSchema,
} from '../../../shared/api/bookings';
import type { BookingStatus } from '../../../shared/constants';
import { PAGE_SIZE, REJECTED_STATUS_CODE } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useAuthToken } from '../../lib/session-storage';

export type BookingTab = 'active' | 'rejected';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (tab: BookingTab) => ['bookings', 'list', tab] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  seats: (serviceId: number) => ['bookings', 'seats', serviceId] as const,
};

// ---- fetchers ----

/** SPEC §7: active = status_not_eq 3, rejected = status_eq 3; 10 a page. */
export function getBookings(tab: BookingTab, page: number, signal?: AbortSignal) {
  const filter = tab === 'rejected' ? 'q[status_eq]' : 'q[status_not_eq]';
  return apiRequest('/v1/client/bookings', {
    schema: bookingListResponseSchema,
    query: { page, per_page: PAGE_SIZE, [filter]: REJECTED_STATUS_CODE },
    signal,
  });
}

export function getBooking(id: number, signal?: AbortSignal) {
  return apiRequest(`/v1/client/bookings/${id}`, { schema: bookingResponseSchema, signal });
}

/** SPEC §7: PUT with no body cancels (approves the trainer's cancellation request). */
export function cancelBooking(id: number) {
  return apiRequest(`/v1/client/bookings/${id}`, { method: 'PUT', schema: bookingResponseSchema });
}

/** SPEC §7: PUT with `booking.status` asks for a status ('accepted' keeps a booking the trainer asked to cancel). */
export function updateBookingStatus({ id, status }: { id: number; status: BookingStatus }) {
  return apiRequest(`/v1/client/bookings/${id}`, {
    method: 'PUT',
    body: { booking: { status } },
    schema: bookingResponseSchema,
  });
}

/** Ours (ADR 0046): moves a booking to another open time of its training, within its free period. */
export function rescheduleBooking({ id, fromTime }: { id: number; fromTime: string }) {
  return apiRequest(`/v1/client/bookings/${id}/reschedule`, {
    method: 'PUT',
    body: { booking: { from_time: fromTime } },
    schema: bookingResponseSchema,
  });
}

/**
 * One booking request. Its Idempotency-Key makes a retry (a lost answer, a second tap) return
 * the same booking and the same card hold instead of booking twice.
 */
export function postBooking({ body, idempotencyKey }: { body: CreateBookingBody; idempotencyKey: string }) {
  return apiRequest('/v1/client/bookings', {
    method: 'POST',
    body,
    schema: bookingResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// ---- queries ----

export function bookingListQueryOptions(tab: BookingTab) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.list(tab),
    queryFn: ({ pageParam, signal }) => getBookings(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy.next ?? undefined,
  });
}

/** `enabled` lets the rejected tab load only once it is first opened (SPEC §2). */
export function useBookingList(tab: BookingTab, enabled: boolean) {
  return useInfiniteQuery({ ...bookingListQueryOptions(tab), enabled });
}

export function bookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

export function useBooking(id: number) {
  return useQuery({ ...bookingQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/**
 * The account's seats at one training's times ahead (ADR 0060), refreshed with the bookings
 * (their key is under `bookingKeys.all`); nothing is asked while signed out.
 */
export function useHeldSeats(serviceId: number) {
  const token = useAuthToken();
  return useQuery({
    queryKey: bookingKeys.seats(serviceId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/v1/client/bookings/seats', {
          schema: heldSeatsResponseSchema,
          query: { provided_service_id: serviceId },
          signal,
        })
      ).data,
    enabled: token !== null,
    meta: { silentError: true },
  });
}

/** The seats the family holds at `start` (an ISO instant): one per player holding it. */
export function heldSeatsAt(seats: readonly HeldSeat[] | undefined, start: string): HeldSeat[] {
  const at = Date.parse(start);
  return (seats ?? []).filter((s) => Date.parse(s.starts_at) === at);
}

/** The seat held at `start` (an ISO instant), by `playerId` when given, else by any player. */
export function heldSeatAt(
  seats: readonly HeldSeat[] | undefined,
  start: string,
  playerId?: number,
): HeldSeat | undefined {
  return heldSeatsAt(seats, start).find((s) => playerId === undefined || s.player_id === playerId);
}

// ---- mutations ----

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBooking,
    // The checkout shows its own messages (grade dialog, gender, card errors).
    meta: { silentError: true },
    // No answer reached us (status 0): ask again with the same key, which can only book once.
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 3,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export const bookingIdSchema = z.coerce.number().int().positive();
