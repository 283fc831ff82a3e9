import { Alert, Container } from '@mantine/core';
import { ApiError } from '../lib/api-error';
import { errorMessage } from '../lib/notify-error';
import { NotFoundPage } from './not-found-page';

/** A public page whose record could not be loaded: the 404 page when there is none, else why. */
export function PageLoadError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl">
      <Alert color="red">{errorMessage(error)}</Alert>
    </Container>
  );
}
