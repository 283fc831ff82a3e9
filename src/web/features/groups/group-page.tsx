import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { OrgBanner, OrgSocialLinks } from '../../components/org-banner';
import { PageLoadError } from '../../components/page-load-error';
import { PageSection } from '../../components/page-section';
import { TrainerRow } from '../../components/trainer-row';
import { useSports } from '../sports/api';
import { useGroup } from './api';

const HEADER_COLOR_VAR = '--th-header-color';

/** The group's colour for the page header while the page is open; the default comes back on leaving. */
function useHeaderColor(color: string | undefined) {
  useEffect(() => {
    if (!color) return;
    const root = document.documentElement;
    root.style.setProperty(HEADER_COLOR_VAR, color);
    return () => {
      root.style.removeProperty(HEADER_COLOR_VAR);
    };
  }, [color]);
}

/** SPEC §2 group page /g/{group_slug}: banner and trainers by first name. */
export function GroupPage() {
  const { groupSlug = '' } = useParams();
  // Group and sports load in parallel (SPEC §2): both queries start on the first render.
  const group = useGroup(groupSlug);
  // SPEC §2 builds a sports list that filters nothing; we load it (warming the cache for the
  // filters elsewhere) but show no control that would not work (ADR 0017).
  useSports();
  useHeaderColor(group.data?.color_code);
  useDocumentTitle(group.data ? `${group.data.name} | ${PRODUCT_NAME}` : `Group | ${PRODUCT_NAME}`);

  if (group.isPending) return <FullPageLoader />;
  if (group.isError) return <PageLoadError error={group.error} />;
  const { data } = group;
  const athletes = [...data.athletes].sort((a, b) => a.first_name.localeCompare(b.first_name));

  return (
    <>
      <OrgBanner org={data} label="Group" gap="xs">
        <OrgSocialLinks org={data} />
      </OrgBanner>
      <PageSection
        title="Trainers"
        size="lg"
        gap="md"
        empty={athletes.length === 0 && 'No athletes available'}
      >
        {athletes.map((athlete) => (
          <TrainerRow key={athlete.id} athlete={athlete} groupName={data.name} bookTo={`/${athlete.slug}`} />
        ))}
      </PageSection>
    </>
  );
}
