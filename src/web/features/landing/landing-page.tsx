import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBarbell,
  IconBolt,
  IconCalendarCheck,
  IconSchool,
  IconSearch,
  IconTarget,
  IconTrophy,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { TRAINER_SITE_URL } from '../../lib/config';
import { useBrowserValue } from '../../lib/hydration';
import { SignInPanel } from '../auth/sign-in-panel';
import { guestBookedIn } from './guest-booked';
import classes from './landing-page.module.css';
import { LandingSearch } from './landing-search';

// The form (and its validation code) loads only once a player asks for it.
const loadSignInForm = () => import('../auth/sign-in-form');
const SignInForm = lazy(() => loadSignInForm().then((module) => ({ default: module.SignInForm })));
// Only a guest who has just booked sees it (the navigation waits for it: no jump).
const GuestBookingDetails = lazy(() =>
  import('./guest-booking-details').then((module) => ({ default: module.GuestBookingDetails })),
);

const TOPICS: { label: string; icon: ReactNode }[] = [
  { label: 'Speed and Quickness', icon: <IconBolt size={16} aria-hidden /> },
  { label: 'Weight Training', icon: <IconBarbell size={16} aria-hidden /> },
  { label: 'Positional Mechanics', icon: <IconTarget size={16} aria-hidden /> },
  { label: 'Academics', icon: <IconSchool size={16} aria-hidden /> },
];

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Find your trainer',
    text: 'College athletes, coaches and trainers from schools near you.',
    icon: <IconSearch size={20} aria-hidden />,
  },
  {
    title: 'Book a session',
    text: 'Individual, group or virtual trainings, single sessions or packages.',
    icon: <IconCalendarCheck size={20} aria-hidden />,
  },
  {
    title: 'Get better',
    text: 'Train with athletes who have been where you want to go.',
    icon: <IconTrophy size={20} aria-hidden />,
  },
];

const FOOTER_LINKS = [
  { to: '/aboutus', label: 'About us' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/program', label: 'Ambassador Program' },
  { to: '/terms-of-services', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
];

const PANEL_ID = 'player-sign-in';

function HowItWorks() {
  return (
    <Paper radius="lg" p="xl" className={classes.panel}>
      <Stack gap="lg">
        <Title order={2} size="h3">
          How {PRODUCT_NAME} works
        </Title>
        {STEPS.map((step) => (
          <Group key={step.title} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light">
              {step.icon}
            </ThemeIcon>
            <div>
              <Text fw={700}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** SPEC §2 landing: 'For PLAYERS' reveals the sign-in panel, 'For TRAINERS' leaves for the trainer site. */
export function LandingPage() {
  useDocumentTitle(`${PRODUCT_NAME} | Train with college athletes`);
  const [searchParams] = useSearchParams();
  const revealed = searchParams.get('revealed') === 'true';
  const panelRef = useRef<HTMLDivElement>(null);
  const revealedByClick = useRef(false);
  // A guest's booking, handed on by the checkout (route state the server cannot see: read after
  // hydration, so a reload of the page still hydrates what the server rendered).
  const location = useLocation();
  const guestBooked = useBrowserValue(null, () => guestBookedIn(location.state));

  useEffect(() => {
    if (revealed && revealedByClick.current) {
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    }
  }, [revealed]);

  // A link, not a button: tapped before the page's script has run (a slow phone network), the
  // browser itself loads the revealed page, which the server renders with the form (ADR 0032).
  const revealedSearch = new URLSearchParams(searchParams);
  revealedSearch.set('revealed', 'true');

  return (
    <Box className={classes.page}>
      <Container size="lg" w="100%" pt="lg">
        <Text fw={900} fz={24} lts={-0.5} c="white">
          {PRODUCT_NAME}
        </Text>
      </Container>

      <Box className={classes.main} py={{ base: 40, md: 64 }}>
        <Container size="lg" w="100%">
          {guestBooked && (
            <Suspense fallback={null}>
              <Box mb={40}>
                <GuestBookingDetails booked={guestBooked} />
              </Box>
            </Suspense>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} verticalSpacing={40}>
            <Stack gap="xl" justify="center">
              <Stack gap="md">
                <Text tt="uppercase" fw={700} size="sm" c="accent.4" lts={1.5}>
                  Book training with college athletes
                </Text>
                <Title order={1} className={classes.title}>
                  {PRODUCT_NAME}
                  <span className={classes.highlight}>.</span>
                </Title>
                <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={520}>
                  Players and parents book individual, group and virtual sessions with college athletes,
                  coaches and trainers.
                </Text>
              </Stack>

              <Group
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Training topics"
              >
                {TOPICS.map((topic) => (
                  <li key={topic.label} className={classes.topic}>
                    {topic.icon}
                    {topic.label}
                  </li>
                ))}
              </Group>

              <Group gap="md">
                <Button
                  component={Link}
                  to={{ search: `?${revealedSearch}` }}
                  replace
                  preventScrollReset
                  className={classes.bigButton}
                  color="accent"
                  autoContrast
                  leftSection={<IconUsersGroup size={22} aria-hidden />}
                  aria-expanded={revealed}
                  aria-controls={PANEL_ID}
                  onClick={() => {
                    revealedByClick.current = true;
                  }}
                  onPointerEnter={() => void loadSignInForm()}
                  onFocus={() => void loadSignInForm()}
                >
                  For PLAYERS
                </Button>
                <Button
                  component="a"
                  href={`${TRAINER_SITE_URL}?revealed=true`}
                  className={classes.bigButton}
                  variant="white"
                  leftSection={<IconTrophy size={22} aria-hidden />}
                >
                  For TRAINERS
                </Button>
              </Group>

              <LandingSearch />
            </Stack>

            <Box ref={panelRef} id={PANEL_ID}>
              {revealed ? (
                <SignInPanel
                  title="Player Sign In"
                  intro="Scheduling to make your training better"
                  className={classes.panel}
                >
                  <Suspense
                    fallback={
                      <Center py="xl">
                        <Loader aria-label="Loading sign-in form" />
                      </Center>
                    }
                  >
                    <SignInForm />
                  </Suspense>
                </SignInPanel>
              ) : (
                <HowItWorks />
              )}
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" w="100%" pb="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="md" component="nav" aria-label="Footer">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="gray.5">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
