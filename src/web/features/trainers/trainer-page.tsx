import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { todayKey } from '../../../shared/domain/booking-calendar';
import { guessTimeZone } from '../../../shared/domain/display';
import { isListedOnTrainerPage, isTrainingBookable } from '../../../shared/domain/training-card';
import { FullPageLoader } from '../../components/full-page-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { SupportLink } from '../../components/support-link';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
import { useBookService } from '../booking/use-book-service';
import { useNotify } from '../notifications/use-notify';
import { useAthlete } from './api';
import { TrainerBanner } from './trainer-banner';
import { TrainingCard } from './training-card';

/** SPEC §2 trainer public page: banner and the grid of public trainings. */
export function TrainerPage() {
  const { athleteSlug = '' } = useParams();
  const athlete = useAthlete(athleteSlug);
  const { book, locationModal } = useBookService(athleteSlug);
  const { notify, notifyModals, sendingFor } = useNotify();
  const data = athlete.data;
  useDocumentTitle(data ? `${data.first_name} ${data.last_name} | ${PRODUCT_NAME}` : PRODUCT_NAME);

  if (athlete.isPending) return <FullPageLoader />;
  if (athlete.isError) {
    if (athlete.error instanceof ApiError && athlete.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="This trainer could not be loaded">
          {errorMessage(athlete.error)}
        </Alert>
      </Container>
    );
  }

  const today = todayKey(new Date(), guessTimeZone());
  const trainings = athlete.data.provided_services.filter(isListedOnTrainerPage);

  return (
    <>
      <TrainerBanner athlete={athlete.data} />
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={2} size="h3">
            Trainings
          </Title>
          {trainings.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No Trainings Available.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {trainings.map((service) => (
                <TrainingCard
                  key={service.id}
                  service={service}
                  bookable={isTrainingBookable(service, athlete.data.included_trainings, today)}
                  onBook={() => book(service)}
                  onNotify={() => void notify({ id: service.id, name: service.name })}
                  notifying={sendingFor === service.id}
                />
              ))}
            </SimpleGrid>
          )}
          <SupportLink />
        </Stack>
      </Container>
      {locationModal}
      {notifyModals}
    </>
  );
}
