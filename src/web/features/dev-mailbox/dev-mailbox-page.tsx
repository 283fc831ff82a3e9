import {
  Alert,
  Badge,
  Box,
  Container,
  Grid,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconMailOff, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { MailboxMessage } from '../../../shared/api/dev-mailbox';
import { PRODUCT_NAME } from '../../../shared/constants';
import { ApiError } from '../../lib/api-error';
import { useMailbox, useMailboxMessage } from './api';
import { formatSentAt, headline } from './format';
import { MessageView } from './message-view';

function MessageRow({
  message,
  selected,
  onSelect,
}: {
  message: MailboxMessage;
  selected: boolean;
  onSelect: () => void;
}) {
  const m = message.attributes;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      p="sm"
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            {m.to}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatSentAt(m.created_at)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={2}>
          {headline(m)}
        </Text>
        <Group gap={4}>
          <Badge size="xs" variant="light">
            {m.kind}
          </Badge>
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

/** `/dev/mailbox`: every email the product wrote (ADR 0013), for the operator and tests. */
export function DevMailboxPage() {
  useDocumentTitle(`Dev Mailbox | ${PRODUCT_NAME}`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const to = params.get('to') ?? '';
  const selectedId = params.get('id');
  const [debouncedTo] = useDebouncedValue(to, 300);
  const query = useMailbox(page, debouncedTo);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const messages = query.data?.data ?? [];
  const opened = useMailboxMessage(selectedId);
  const selected = messages.find((m) => m.id === selectedId) ?? opened.data;
  const off = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="end" gap="sm">
          <Box>
            <Title order={1} size="h2">
              Dev Mailbox
            </Title>
            <Text size="sm" c="dimmed">
              Every email and text message {PRODUCT_NAME} wrote, newest first. No email left this machine
              unless SMTP is set up; no text ever does.
            </Text>
          </Box>
          {query.isFetching && <Loader size="xs" aria-label="Refreshing" />}
        </Group>

        {off ? (
          <Alert color="gray" icon={<IconMailOff size={18} />} title="The dev mailbox is not available here">
            This server shows its emails only to a browser on the same machine, opened at localhost and not
            through a proxy; never when DEV_MAILBOX is false or NODE_ENV is production.
          </Alert>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }} display={{ base: selected ? 'none' : 'block', md: 'block' }}>
              <Stack gap="sm">
                <TextInput
                  label="Recipient"
                  placeholder="Email address or +1 phone number"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={to}
                  onChange={(event) => update({ to: event.currentTarget.value, page: null, id: null })}
                  type="search"
                />
                <Paper withBorder radius="md" p={4}>
                  {query.isPending ? (
                    <Group justify="center" p="lg">
                      <Loader size="sm" />
                    </Group>
                  ) : messages.length === 0 ? (
                    <Text c="dimmed" ta="center" p="lg">
                      {query.isError ? 'Could not load the mailbox.' : 'No messages yet.'}
                    </Text>
                  ) : (
                    <Stack gap={2} component="nav" aria-label="Messages">
                      {messages.map((message) => (
                        <MessageRow
                          key={message.id}
                          message={message}
                          selected={message.id === selectedId}
                          onSelect={() => update({ id: message.id })}
                        />
                      ))}
                    </Stack>
                  )}
                </Paper>
                {query.data && query.data.pagy.pages > 1 && (
                  <Pagination
                    total={query.data.pagy.pages}
                    value={page}
                    onChange={(value) => update({ page: String(value), id: null })}
                    size="sm"
                  />
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} display={{ base: selected ? 'block' : 'none', md: 'block' }}>
              {selected ? (
                <MessageView message={selected} onBack={() => update({ id: null })} />
              ) : (
                <Paper withBorder radius="md" p="xl">
                  <Text c="dimmed" ta="center">
                    {opened.isError
                      ? 'This message does not exist.'
                      : 'Select a message to read it and follow its links.'}
                  </Text>
                </Paper>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
