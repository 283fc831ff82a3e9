import { Alert, Container } from '@mantine/core';
import { errorMessage } from '../../lib/notify-error';

/** The trainer could not be loaded for another reason than 'not found' (e.g. the server is down). */
export function AthleteLoadError({ error }: { error: unknown }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="This trainer could not be loaded">
        {errorMessage(error)}
      </Alert>
    </Container>
  );
}
