import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link, useSearchParams } from 'react-router';
import { searchTextOf, useSchoolSearch, useTrainerSearch } from './api';
import classes from './landing-search.module.css';

/** Schools listed at most; a shorter text lists more, so the panel says when it holds back. */
const MAX_SCHOOLS = 10;
const INPUT_ID = 'landing-search';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function SearchResults({ text }: { text: string }) {
  const schools = useSchoolSearch(text);
  const trainers = useTrainerSearch(text);
  const schoolList = schools.data ?? [];
  const trainerList = trainers.data?.trainers ?? [];
  const loading = schools.isPending || trainers.isPending;
  const nothing = !loading && schoolList.length === 0 && trainerList.length === 0;

  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.results}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Schools and trainers matching “{text}”
        </Title>
        {loading && (
          <Center>
            <Loader size="sm" aria-label="Searching" />
          </Center>
        )}
        {nothing && (
          <Text size="sm" c="dimmed">
            No schools or trainers match “{text}”. Check the spelling, or try the start of a name.
          </Text>
        )}
        {schoolList.length > 0 && (
          <section aria-label="Schools">
            <Title order={3} size="h6" mb={4}>
              Schools
            </Title>
            <ul className={classes.list}>
              {schoolList.slice(0, MAX_SCHOOLS).map((school) => (
                <li key={school.id}>
                  <Anchor component={Link} to={`/s/${school.slug}`} fw={600}>
                    {school.name}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {' '}
                    · {school.city}, {school.state} · {plural(school.athletes_count, 'trainer', 'trainers')}
                  </Text>
                </li>
              ))}
            </ul>
            {schoolList.length > MAX_SCHOOLS && (
              <Text size="xs" c="dimmed" mt={4}>
                The first {MAX_SCHOOLS} of {schoolList.length} schools: type more of the name to find yours.
              </Text>
            )}
          </section>
        )}
        {trainerList.length > 0 && (
          <section aria-label="Trainers">
            <Title order={3} size="h6" mb={4}>
              Trainers
            </Title>
            <ul className={classes.list}>
              {trainerList.map((trainer) => (
                <li key={trainer.id}>
                  <Anchor component={Link} to={`/${trainer.slug}`} fw={600}>
                    {trainer.first_name} {trainer.last_name}
                  </Anchor>
                  <Text span size="sm" c="dimmed">
                    {[trainer.sport, trainer.college].filter(Boolean).map((fact) => ` · ${fact}`)}
                  </Text>
                </li>
              ))}
            </ul>
            {trainers.data?.more && (
              <Text size="xs" c="dimmed" mt={4}>
                The first {trainerList.length} trainers by name: type more of the name to find yours.
              </Text>
            )}
          </section>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Below the landing page's two buttons: find a school or a trainer by name (ADR 0034). A plain
 * GET form to `/?q=`, so it works before the page's code has loaded (the server renders the
 * results); once it has, React Router submits it without a page load.
 */
export function LandingSearch() {
  const [searchParams] = useSearchParams();
  const text = searchTextOf(searchParams);
  const revealed = searchParams.get('revealed') === 'true';
  return (
    <Stack gap="md">
      <Form method="get" action="/" role="search" preventScrollReset>
        {/* A plain input, not Mantine's TextInput: its code would be first-load JS here (ADR 0034). */}
        <label htmlFor={INPUT_ID} className={classes.label}>
          Find a school or trainer
        </label>
        <Group gap="xs" wrap="nowrap">
          <input
            // A new search starts from the text it was made with (also after Back).
            key={text}
            id={INPUT_ID}
            name="q"
            type="search"
            placeholder="Type a name"
            defaultValue={text}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={classes.input}
          />
          <Button type="submit" size="md" variant="white" leftSection={<IconSearch size={18} aria-hidden />}>
            Search
          </Button>
        </Group>
        {/* Searching keeps the sign-in panel open when it was. */}
        {revealed && <input type="hidden" name="revealed" value="true" />}
      </Form>
      {text !== '' && <SearchResults text={text} />}
    </Stack>
  );
}
