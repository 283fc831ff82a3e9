import { Button, Container, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { REVIEW_ALREADY_GIVEN, REVIEW_NOT_COMPLETED, REVIEW_TEXT_MAX } from '../../../shared/api/reviews';
import { PRODUCT_NAME, REVIEW_RATING } from '../../../shared/constants';
import { formatInstantDate } from '../../../shared/domain/display';
import { useAuthToken } from '../../lib/session-storage';
import { useVisitorTimeZone } from '../../lib/visitor-time-zone';
import { useAthleteSummary } from '../athletes/api';
import { useSessionUser } from '../auth/api';
import { SignInForm } from '../auth/sign-in-form';
import { bookingQueryOptions } from '../bookings/api';
import { useCreateReview } from './api';

export const PRIVATE_REVIEW_TITLE = 'Your review will be kept private';
export const THANK_YOU = 'Thank you for your feedback!';
export const SIGN_IN_TO_REVIEW = 'Please sign in to your account to leave a review';
const HOME_DELAY_MS = 4000;

function ThankYou() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), HOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack align="center" gap="sm" ta="center">
      <Title order={1} size="h2">
        {THANK_YOU}
      </Title>
      <Text c="dimmed">Your trainer appreciates it. Taking you home…</Text>
      <Button component={Link} to="/" replace>
        Go Home
      </Button>
    </Stack>
  );
}

/**
 * The booking reviewed, once signed in, and why it takes no review, said before anything is
 * written: not the family's, not completed yet, or its public review already given (the server
 * refuses each the same way).
 */
function useReviewedBooking(
  bookingId: number,
  signedIn: boolean,
  privateFeedback: boolean,
): { booking: BookingAttributes | undefined; closed: string | null } {
  const query = useQuery({
    ...bookingQueryOptions(bookingId),
    enabled: signedIn && Number.isInteger(bookingId) && bookingId > 0,
    meta: { silentError: true },
  });
  if (query.error) return { booking: undefined, closed: 'Booking not found' };
  const booking = query.data?.data.attributes;
  if (!booking) return { booking, closed: null };
  if (booking.status !== 'completed') return { booking, closed: REVIEW_NOT_COMPLETED };
  if (!privateFeedback && booking.reviewed) return { booking, closed: REVIEW_ALREADY_GIVEN };
  return { booking, closed: null };
}

/** Which training is reviewed, once known: "Speed & Agility for Maya, 11-30-2026". */
function reviewedLine(booking: BookingAttributes | undefined, timeZone: string): string {
  if (!booking) return '';
  const what = booking.provided_service?.name ?? 'Training';
  const who = booking.player ? ` for ${booking.player.first_name}` : '';
  return `: ${what}${who}, ${formatInstantDate(booking.training_start_date_time, timeZone)}`;
}

/** SPEC §2 review pages: public (`comment`) or private (`private_comment`); guests sign in first. */
export function ReviewPage({ privateFeedback }: { privateFeedback: boolean }) {
  const title = privateFeedback ? PRIVATE_REVIEW_TITLE : 'Leave a Review';
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
  const { bookedServiceId = '', athleteSlug = '' } = useParams();
  const token = useAuthToken();
  const user = useSessionUser();
  const athlete = useAthleteSummary(athleteSlug);
  const create = useCreateReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trainer = athlete.data ? `${athlete.data.first_name} ${athlete.data.last_name}` : null;

  function submit() {
    if (!text.trim()) {
      setError('Review text is required');
      return;
    }
    setError(null);
    create.mutate({
      rating: REVIEW_RATING,
      booking_id: Number(bookedServiceId),
      ...(privateFeedback ? { private_comment: text.trim() } : { comment: text.trim() }),
    });
  }

  const signedIn = token !== null && user !== null && !user.guest_user;
  const { booking, closed } = useReviewedBooking(Number(bookedServiceId), signedIn, privateFeedback);
  const timeZone = useVisitorTimeZone();

  return (
    <Container size={560} py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {create.isSuccess ? (
          <ThankYou />
        ) : (
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {trainer && (
                <Text c="dimmed" size="sm">
                  Your training with {trainer}
                  {reviewedLine(booking, timeZone)}
                </Text>
              )}
            </div>
            {signedIn && closed ? (
              <>
                <Text data-testid="review-closed">{closed}</Text>
                <Button component={Link} to="/bookings" variant="light">
                  Back to bookings
                </Button>
              </>
            ) : signedIn ? (
              <>
                <Textarea
                  label={privateFeedback ? 'Private feedback' : 'Your review'}
                  placeholder={
                    privateFeedback ? 'Only your trainer will read this' : 'How was your training?'
                  }
                  autosize
                  minRows={4}
                  maxLength={REVIEW_TEXT_MAX}
                  value={text}
                  error={error}
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    setError(null);
                  }}
                />
                <Button onClick={submit} loading={create.isPending}>
                  Submit Review
                </Button>
              </>
            ) : (
              <>
                <Text size="sm">{SIGN_IN_TO_REVIEW}</Text>
                <SignInForm onSuccess={() => undefined} />
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

export function PublicReviewPage() {
  return <ReviewPage privateFeedback={false} />;
}

export function PrivateReviewPage() {
  return <ReviewPage privateFeedback />;
}
