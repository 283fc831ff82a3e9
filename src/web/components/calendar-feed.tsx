import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CalendarFeedResponse, calendarFeedResponseSchema } from '../../shared/api/calendar-feeds';
import { PRODUCT_NAME } from '../../shared/constants';
import type { ApiRequestOptions } from '../lib/api-client';
import { useOneAtATime } from '../lib/one-at-a-time';

/** How the feed's owner calls the API: the player's requests or the trainer site's. */
export type FeedRequest = <S extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<S>, 'authToken'>,
) => Promise<z.output<S>>;

interface CalendarFeedProps {
  request: FeedRequest;
  /** `CLIENT_CALENDAR_FEED_PATH` or `TRAINER_CALENDAR_FEED_PATH`. */
  path: string;
  /** What the calendar shows, in a sentence: 'your bookings', 'your sessions'. */
  what: string;
}

const nullData = z.object({ data: z.null() });

/** Where each calendar app subscribes to an iCalendar URL. */
function subscribeLinks(url: string) {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return [
    {
      label: 'Google Calendar',
      href: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    },
    { label: 'Apple Calendar', href: webcal },
    {
      label: 'Outlook',
      href: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(PRODUCT_NAME)}`,
    },
  ];
}

/**
 * A private calendar subscription (ADR 0042): a button opening the feed's URL with one-click
 * links for the common calendar apps, a new link (the old one stops) and turning it off.
 */
export function CalendarFeedButton({ request, path, what }: CalendarFeedProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const key = ['calendar-feed', path];
  const feed = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(path, { schema: calendarFeedResponseSchema, signal }),
    enabled: opened,
  });
  const set = (data: CalendarFeedResponse) => queryClient.setQueryData(key, data);
  const oneAtATime = useOneAtATime();
  const renew = useMutation({
    mutationFn: () => request(path, { method: 'POST', schema: calendarFeedResponseSchema }),
    onSuccess: set,
  });
  // A double click makes one link, not two (the second would stop the first at once).
  const renewOnce = () => oneAtATime((done) => renew.mutate(undefined, { onSettled: done }));
  const turnOff = useMutation({
    mutationFn: () => request(path, { method: 'DELETE', schema: nullData }),
    onSuccess: () => set({ data: { url: null } }),
  });
  const url = feed.data?.data.url ?? null;

  return (
    <>
      <Button variant="light" onClick={open}>
        Calendar feed
      </Button>
      <Modal opened={opened} onClose={close} title="Add to your calendar" centered>
        <Stack gap="sm">
          <Text size="sm">
            Subscribe once and {what} appear in Google Calendar, Apple Calendar or Outlook, and stay up to
            date: requests show as tentative, cancelled ones disappear.
          </Text>
          {feed.isPending ? (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          ) : url === null ? (
            <Button onClick={renewOnce} loading={renew.isPending}>
              Create my calendar link
            </Button>
          ) : (
            <>
              <TextInput
                label="Your private calendar link"
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <Group gap="sm">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
                {subscribeLinks(url).map((link) => (
                  <Anchor
                    key={link.label}
                    size="sm"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {link.label}
                  </Anchor>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                Anyone with this link can see {what}: keep it to yourself. A new link stops the old one.
              </Text>
              <Group gap="sm">
                <Button size="xs" variant="default" onClick={renewOnce} loading={renew.isPending}>
                  New link
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => turnOff.mutate()}
                  loading={turnOff.isPending}
                >
                  Turn off
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
