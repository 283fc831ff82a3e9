import { Alert, Avatar, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { SocialLinks } from '../../components/social-links';
import { TrainerRow } from '../../components/trainer-row';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
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
  if (group.isError) {
    if (group.error instanceof ApiError && group.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{errorMessage(group.error)}</Alert>
      </Container>
    );
  }
  const { data } = group;
  const athletes = [...data.athletes].sort((a, b) => a.first_name.localeCompare(b.first_name));

  return (
    <>
      <Box component="section" aria-label="Group" style={{ backgroundColor: data.color_code }} c="white">
        <Container size="lg" py="xl">
          <Group gap="lg" wrap="nowrap">
            <Avatar src={data.logo_url} alt={`${data.name} logo`} size={88} radius="md" bg="white" />
            <Stack gap="xs" style={{ minWidth: 0 }}>
              <Title order={1} size="h2" c="white" style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              <SocialLinks
                color="gray.0"
                values={{
                  facebook: data.facebook_url,
                  twitter: data.twitter_url,
                  instagram: data.instagram_url,
                  website: data.website_url,
                }}
              />
            </Stack>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="md">
          <Title order={2} size="h3">
            Trainers
          </Title>
          {athletes.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No athletes available
            </Text>
          ) : (
            athletes.map((athlete) => (
              <TrainerRow
                key={athlete.id}
                athlete={athlete}
                groupName={data.name}
                bookTo={`/${athlete.slug}`}
              />
            ))
          )}
        </Stack>
      </Container>
    </>
  );
}
