import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { isListedOnTrainerPage, isServiceBookable } from '../../../shared/domain/bookable-service';
import { FullPageLoader } from '../../components/full-page-loader';
import { SupportLink } from '../../components/support-link';
import { ApiError } from '../../lib/api-error';
import { useVisitorToday } from '../../lib/visitor-time-zone';
import { useAthleteSummary } from './api';
import type { TrainerAction } from './athlete-actions';
import { AthleteBanner } from './athlete-banner';
import classes from './athlete-page.module.css';
import { TrainingCard } from './training-card';

// Failure screens load only when needed: the page's first load has a 150 KB budget (ADR 0010).
const NotFoundPage = lazy(() =>
  import('../../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const AthleteLoadError = lazy(() =>
  import('./athlete-load-error').then((module) => ({ default: module.AthleteLoadError })),
);
// Book Now and Get Notified (location choice, notify modals) load when a card is first used.
const loadTrainerActions = () => import('./athlete-actions');
const AthleteActions = lazy(() =>
  loadTrainerActions().then((module) => ({ default: module.AthleteActions })),
);
const preloadTrainerActions = () => void loadTrainerActions();
const AthleteReviewsSlot = lazy(() =>
  import('./athlete-reviews-slot').then((module) => ({ default: module.AthleteReviewsSlot })),
);

/** Reviews load once the page is live, in chunks of their own: not part of the first load. */
function ReviewsAfterHydration({ athleteSlug }: { athleteSlug: string }) {
  const [live, setLive] = useState(false);
  // Only this small component renders again: the page's cards are not touched.
  useEffect(() => setLive(true), []);
  return live ? (
    <Suspense fallback={null}>
      <AthleteReviewsSlot athleteSlug={athleteSlug} />
    </Suspense>
  ) : null;
}

/** SPEC §2 trainer public page: banner, the grid of public trainings, then public reviews. */
export function AthletePage() {
  const { athleteSlug = '' } = useParams();
  const athlete = useAthleteSummary(athleteSlug);
  const [action, setAction] = useState<TrainerAction | null>(null);
  const [sendingFor, setSendingFor] = useState<number | null>(null);
  const actionCount = useRef(0);
  const today = useVisitorToday();
  const data = athlete.data;
  useDocumentTitle(data ? `${data.first_name} ${data.last_name} | ${PRODUCT_NAME}` : PRODUCT_NAME);

  if (athlete.isPending) return <FullPageLoader />;
  if (athlete.isError) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        {athlete.error instanceof ApiError && athlete.error.status === 404 ? (
          <NotFoundPage />
        ) : (
          <AthleteLoadError error={athlete.error} />
        )}
      </Suspense>
    );
  }

  const trainings = athlete.data.provided_services.filter(isListedOnTrainerPage);

  return (
    <>
      <AthleteBanner athlete={athlete.data} />
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
            <div className={classes.grid}>
              {trainings.map((service) => (
                <TrainingCard
                  key={service.id}
                  service={service}
                  weekdayStarts={athlete.data.weekday_starts[service.id]}
                  bookable={isServiceBookable(service, athlete.data.included_trainings, today)}
                  onBook={() => setAction({ id: ++actionCount.current, kind: 'book', service })}
                  onNotify={() =>
                    setAction({
                      id: ++actionCount.current,
                      kind: 'notify',
                      target: { id: service.id, slug: service.slug, name: service.name },
                    })
                  }
                  onIntent={preloadTrainerActions}
                  notifying={sendingFor === service.id}
                />
              ))}
            </div>
          )}
          <ReviewsAfterHydration athleteSlug={athleteSlug} />
          <SupportLink />
        </Stack>
      </Container>
      {action && (
        <Suspense fallback={null}>
          <AthleteActions athleteSlug={athleteSlug} action={action} onSendingChange={setSendingFor} />
        </Suspense>
      )}
    </>
  );
}
