import { Alert } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
import { athleteSummaryQueryOptions } from '../athletes/api';
import { AthleteBanner } from '../athletes/athlete-banner';
import { isAthleteId, useAthleteSchedule } from './api';
import { ScheduleList } from './schedule-list';

/** SPEC §2 athlete schedule /profile/schedule/{id}: the trainer's banner and infinitely scrolling openings. */
export function AthleteSchedulePage() {
  const { id = '' } = useParams();
  const schedule = useAthleteSchedule(id);
  const timeZone = useMemo(guessTimeZone, []);
  const entries = schedule.data?.pages.flatMap((page) => page.data.map((r) => r.attributes)) ?? [];
  const slug = entries[0]?.athlete.slug;
  // The banner's trainer is known from the first opening; the page waits for both and shows
  // them together, so the openings are not pushed down when the banner arrives (ADR 0032).
  const athlete = useQuery({ ...athleteSummaryQueryOptions(slug ?? ''), enabled: slug !== undefined });
  const name = entries[0] ? `${entries[0].athlete.first_name} ${entries[0].athlete.last_name}` : null;
  useDocumentTitle(name ? `${name} Schedule | ${PRODUCT_NAME}` : `Schedule | ${PRODUCT_NAME}`);

  // '/profile/schedule/abc' is not found, as an unknown trainer's id is (not the API's 422).
  if (!isAthleteId(id)) return <NotFoundPage />;
  if (schedule.isPending || (slug !== undefined && athlete.isPending)) return <FullPageLoader />;
  if (schedule.isError && schedule.error instanceof ApiError && schedule.error.status === 404) {
    return <NotFoundPage />;
  }

  return (
    <>
      {athlete.data && <AthleteBanner athlete={athlete.data} />}
      <ScheduleList
        schedule={schedule}
        timeZone={timeZone}
        openings={{ entries }}
        gap="md"
        empty={!schedule.isError && 'No upcoming trainings yet.'}
        before={
          schedule.isError &&
          entries.length === 0 && <Alert color="red">{errorMessage(schedule.error)}</Alert>
        }
        after={schedule.isFetchNextPageError && <Alert color="red">{errorMessage(schedule.error)}</Alert>}
      />
    </>
  );
}
