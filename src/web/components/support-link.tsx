import { Anchor, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../shared/constants';

/** SPEC §2: the help link opens a mail to the support address. */
export function SupportLink({ prompt = 'Need help?' }: { prompt?: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center">
      {prompt}{' '}
      <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
        Email {SUPPORT_EMAIL}
      </Anchor>
    </Text>
  );
}
