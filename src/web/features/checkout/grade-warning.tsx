import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface GradeWarningProps {
  message: string | null;
  onBack: () => void;
}

/** SPEC §8 invalid grade: the server's message, with Back to the trainer's page. */
export function GradeWarning({ message, onBack }: GradeWarningProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onBack}
      title="This training is not open to your grade"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onBack}>Back</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
