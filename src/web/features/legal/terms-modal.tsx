import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../../shared/constants';

interface TermsModalProps {
  opened: boolean;
  onAccept: () => void;
  onDeny: () => void;
}

const WAIVER_POINTS = [
  {
    title: 'Assumption of risk',
    text: 'Athletic training involves physical exertion and the risk of injury, including serious injury. The participant takes part voluntarily and accepts these risks.',
  },
  {
    title: 'Release',
    text: `The account holder releases ${PRODUCT_NAME}, its trainers and their schools from claims for injury, loss or damage arising from a training session, except where caused by gross negligence or wilful misconduct.`,
  },
  {
    title: 'Indemnity',
    text: `The account holder will indemnify ${PRODUCT_NAME} and its trainers against claims brought by others that arise from the participant's conduct during a session.`,
  },
  {
    title: 'Medical consent',
    text: 'If the participant needs medical care during a session and a parent or guardian cannot be reached, the trainer may seek emergency treatment on the participant’s behalf.',
  },
  {
    title: 'Media use',
    text: `Photos or videos taken during a session may be used by ${PRODUCT_NAME} and the trainer to promote the trainings, unless the account holder asks support in writing not to.`,
  },
];

/** SPEC §2 terms modal: the liability waiver, answered with Accept or Deny. */
export function TermsModal({ opened, onAccept, onDeny }: TermsModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onDeny}
      title="Liability Waiver"
      size="lg"
      fullScreen={phone === true}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Text size="sm">
          Please read this waiver. As the parent or guardian, you agree to it for yourself and for the player
          on this account.
        </Text>
        <List type="ordered" spacing="sm" size="sm">
          {WAIVER_POINTS.map((point) => (
            <List.Item key={point.title}>
              <Text span fw={700} size="sm">
                {point.title}.
              </Text>{' '}
              {point.text}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDeny}>
            Deny
          </Button>
          <Button onClick={onAccept}>Accept</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
