import { Anchor, Badge, Button, Code, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MailboxMessage } from '../../../shared/api/dev-mailbox';
import { formatSentAt, headline } from './format';

interface MessageViewProps {
  message: MailboxMessage;
  onBack: () => void;
}

/** One message: who, what, its links as links, and its text (HTML preview on a tab). */
export function MessageView({ message, onBack }: MessageViewProps) {
  const { attributes: m } = message;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Message: ${headline(m)}`}>
      <Stack gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          hiddenFrom="md"
          w="fit-content"
        >
          All messages
        </Button>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {m.channel === 'sms' ? 'Text message' : m.subject}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{m.kind}</Badge>
          <Badge
            variant="light"
            color={m.status === 'failed' ? 'red' : m.status === 'sent' ? 'green' : 'gray'}
          >
            {m.status}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed">
            To:{' '}
          </Text>
          {m.to}
        </Text>
        <Text size="sm" c="dimmed">
          {formatSentAt(m.created_at)}
        </Text>

        <Stack gap={4}>
          <Text fw={600} size="sm">
            Links
          </Text>
          {m.links.length === 0 ? (
            <Text size="sm" c="dimmed">
              No links in this message.
            </Text>
          ) : (
            <Stack gap={4} component="ul" m={0} pl="md">
              {m.links.map((link) => (
                <li key={link}>
                  <Anchor href={link} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {link}
                  </Anchor>
                </li>
              ))}
            </Stack>
          )}
        </Stack>

        <Tabs defaultValue="text" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="text">Text</Tabs.Tab>
            {m.channel === 'email' && <Tabs.Tab value="html">HTML preview</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="text" pt="sm">
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.text}
            </Code>
          </Tabs.Panel>
          <Tabs.Panel value="html" pt="sm">
            {/* No scripts, no navigation, no same-origin access: the message is only shown. */}
            <iframe
              title={`HTML of ${m.subject}`}
              sandbox=""
              srcDoc={m.html}
              style={{ width: '100%', minHeight: 420, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
