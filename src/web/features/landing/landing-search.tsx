import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { searchTextOf, useSchoolSearch, useTrainerSearch } from './api';
import classes from './landing-search.module.css';

/** Schools listed at most; a shorter text lists more, so the panel says when it holds back. */
const MAX_SCHOOLS = 10;
const INPUT_ID = 'landing-search';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The schools or the trainers found, and a note when the list holds some back. */
function ResultSection({
  label,
  more,
  children,
}: {
  label: string;
  more: string | false | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <Title order={3} size="h6" mb={4}>
        {label}
      </Title>
      <ul className={classes.list}>{children}</ul>
      {more && (
        <Text size="xs" c="dimmed" mt={4}>
          {more}
        </Text>
      )}
    </section>
  );
}

/** One found school or trainer: a link to its page, then a few facts. */
function ResultItem({ to, name, children }: { to: string; name: string; children: ReactNode }) {
  return (
    <li>
      <Anchor component={Link} to={to} fw={600}>
        {name}
      </Anchor>
      <Text span size="sm" c="dimmed">
        {children}
      </Text>
    </li>
  );
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
          <ResultSection
            label="Schools"
            more={
              schoolList.length > MAX_SCHOOLS &&
              `The first ${MAX_SCHOOLS} of ${schoolList.length} schools: type more of the name to find yours.`
            }
          >
            {schoolList.slice(0, MAX_SCHOOLS).map((school) => (
              <ResultItem key={school.id} to={`/s/${school.slug}`} name={school.name}>
                {' '}
                · {school.city}, {school.state} · {plural(school.athletes_count, 'trainer', 'trainers')}
              </ResultItem>
            ))}
          </ResultSection>
        )}
        {trainerList.length > 0 && (
          <ResultSection
            label="Trainers"
            more={
              trainers.data?.more &&
              `The first ${trainerList.length} trainers by name: type more of the name to find yours.`
            }
          >
            {trainerList.map((trainer) => (
              <ResultItem
                key={trainer.id}
                to={`/${trainer.slug}`}
                name={`${trainer.first_name} ${trainer.last_name}`}
              >
                {[trainer.sport, trainer.college].filter(Boolean).map((fact) => ` · ${fact}`)}
              </ResultItem>
            ))}
          </ResultSection>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Find a school or a trainer by name (ADR 0034): a plain GET form to `{action}?q=`, so it works
 * before the page's code has loaded (the server renders the results); once it has, React Router
 * submits it without a page load. On the landing page's dark hero, and on /bookings for a
 * signed-in family, whom the landing page sends there (SPEC §2 route guards, ADR 0066).
 */
export function SchoolOrTrainerSearch({
  action,
  onDark = false,
  children,
}: {
  action: string;
  onDark?: boolean;
  /** Hidden fields the search keeps. */
  children?: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const text = searchTextOf(searchParams);
  // A new search starts from the text it was made with (also after Back). The field stays the
  // same element: remounting it (a `key` of the text) dropped the keyboard's focus to the page.
  // Only when the search in the address changes: on the first render the field keeps what was
  // typed before the page's code had loaded.
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(text);
  useEffect(() => {
    if (shown.current === text) return;
    shown.current = text;
    if (input.current) input.current.value = text;
  }, [text]);
  return (
    <Stack gap="md">
      <Form method="get" action={action} role="search" preventScrollReset>
        {/* A plain input, not Mantine's TextInput: its code would be first-load JS here (ADR 0034). */}
        <label htmlFor={INPUT_ID} className={onDark ? classes.label : classes.labelOnLight}>
          Find a school or trainer
        </label>
        <Group gap="xs" wrap="nowrap">
          <input
            ref={input}
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
          <Button
            type="submit"
            size="md"
            variant={onDark ? 'white' : 'filled'}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            Search
          </Button>
        </Group>
        {children}
      </Form>
      {text !== '' && <SearchResults text={text} />}
    </Stack>
  );
}

/** Below the landing page's two buttons. */
export function LandingSearch() {
  const [searchParams] = useSearchParams();
  const revealed = searchParams.get('revealed') === 'true';
  return (
    <SchoolOrTrainerSearch action="/" onDark>
      {/* Searching keeps the sign-in panel open when it was. */}
      {revealed && <input type="hidden" name="revealed" value="true" />}
    </SchoolOrTrainerSearch>
  );
}
