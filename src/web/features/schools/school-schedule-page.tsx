import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone, localDateKey } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageLoadError } from '../../components/page-load-error';
import { ScheduleList } from '../schedule/schedule-list';
import { useSchoolSchedule } from './api';
import { SchoolBanner } from './school-banner';

/** SPEC §2 school schedule: openings grouped by date, infinite scroll. */
export function SchoolSchedulePage() {
  const { schoolSlug = '' } = useParams();
  const schedule = useSchoolSchedule(schoolSlug);
  const timeZone = useMemo(guessTimeZone, []);
  const school = schedule.data?.pages[0]?.data.attributes;
  useDocumentTitle(
    school ? `${school.name} Schedule | ${PRODUCT_NAME}` : `School Schedule | ${PRODUCT_NAME}`,
  );

  // The server groups by the trainer's day; the page shows the visitor's own days and times, so
  // openings are regrouped by the local day they start on (merging across pages keeps a day whole).
  const days = new Map<string, CalendarEntryAttributes[]>();
  for (const page of schedule.data?.pages ?? []) {
    for (const entries of Object.values(page.data.attributes.schedules)) {
      for (const entry of entries) {
        const day = localDateKey(entry.from_time, timeZone);
        days.set(day, [...(days.get(day) ?? []), entry]);
      }
    }
  }
  for (const entries of days.values())
    entries.sort((a, b) => Date.parse(a.from_time) - Date.parse(b.from_time));
  const sortedDays = [...days.keys()].sort();

  if (schedule.isPending) return <FullPageLoader />;
  if (schedule.isError && !school) return <PageLoadError error={schedule.error} />;

  return (
    <>
      {school && <SchoolBanner school={school} showScheduleLink={false} />}
      <ScheduleList
        schedule={schedule}
        timeZone={timeZone}
        openings={{ days: sortedDays.map((day) => [day, days.get(day) ?? []]) }}
        gap="lg"
        empty="No Availabilities yet."
      />
    </>
  );
}
