import { Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { SupportLink } from '../../components/support-link';

/** SPEC §2: a booking link whose trainer or training no longer exists. */
export function DeadLink() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1} size="h2">
          Looks like this {PRODUCT_NAME} link has stopped training
        </Title>
        <SupportLink prompt="Think this is a mistake?" />
        <Button component={Link} to="/aboutus" variant="light">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
