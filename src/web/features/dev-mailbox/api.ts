import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxListResponseSchema, mailboxMessageResponseSchema } from '../../../shared/api/dev-mailbox';
import { apiRequest } from '../../lib/api-client';

export const MAILBOX_PAGE_SIZE = 20;

export const mailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: (page: number, to: string) => [...mailboxKeys.all, 'list', page, to] as const,
  message: (id: string) => [...mailboxKeys.all, 'message', id] as const,
};

export function getMailbox(page: number, to: string, signal?: AbortSignal) {
  return apiRequest('/v1/dev/mailbox', {
    schema: mailboxListResponseSchema,
    query: { page, per_page: MAILBOX_PAGE_SIZE, to: to.trim() },
    signal,
  });
}

export function mailboxQueryOptions(page: number, to: string) {
  return queryOptions({
    queryKey: mailboxKeys.list(page, to.trim()),
    queryFn: ({ signal }) => getMailbox(page, to, signal),
    // New mail arrives while the operator watches: poll, and keep the list while paging.
    refetchInterval: 5000,
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A server with the mailbox off answers 404: the page says so instead of a toast.
    meta: { silentError: true },
  });
}

export function useMailbox(page: number, to: string) {
  return useQuery(mailboxQueryOptions(page, to));
}

/** The selected message, also when newer mail has pushed it off the page being shown. */
export function useMailboxMessage(id: string | null) {
  return useQuery({
    queryKey: mailboxKeys.message(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/dev/mailbox/${encodeURIComponent(id ?? '')}`, {
        schema: mailboxMessageResponseSchema,
        signal,
      }),
    enabled: id !== null && /^\d{1,10}$/.test(id),
    select: (response) => response.data,
    // A message never changes except its delivery status.
    staleTime: 5000,
    meta: { silentError: true },
  });
}
