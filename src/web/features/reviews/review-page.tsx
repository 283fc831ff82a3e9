import { Button, Container, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { REVIEW_TEXT_MAX } from '../../../shared/api/reviews';
import { PRODUCT_NAME, REVIEW_RATING } from '../../../shared/constants';
import { useAuthToken } from '../../lib/session-storage';
import { useAthleteSummary } from '../athletes/api';
import { useSessionUser } from '../auth/api';
import { SignInForm } from '../auth/sign-in-form';
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
                </Text>
              )}
            </div>
            {signedIn ? (
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
