import { Stack, Text, Title } from '@mantine/core';
import type { PublicReviewAttributes } from '../../../shared/api/reviews';
import { formatInstantDate } from '../../../shared/domain/display';
import { ShowMoreButton } from '../../components/show-more-button';
import { useVisitorTimeZone } from '../../lib/visitor-time-zone';
import { usePublicReviews } from '../reviews/api';
import classes from './athlete-page.module.css';

function ReviewCard({ review, timeZone }: { review: PublicReviewAttributes; timeZone: string }) {
  return (
    <figure className={classes.review} aria-label={`Review by ${review.player_first_name}`}>
      <Text component="blockquote">{review.comment}</Text>
      <Text component="figcaption" size="sm" c="dimmed">
        <Text span size="sm" fw={700} c="dark">
          {review.player_first_name}
        </Text>
        {' · '}
        {review.training_name ? `${review.training_name} · ` : ''}
        {/* SPEC §9: dates MM-DD-YYYY, in the visitor's zone. */}
        {formatInstantDate(review.created_at, timeZone)}
      </Text>
    </figure>
  );
}

/**
 * The trainer page's public reviews, newest first, with Show more. Mounted after hydration in a
 * chunk of its own (the page's first load has a 150 KB budget, ADR 0010); a trainer nobody
 * reviewed yet, or a failed first load, shows nothing, so nothing below it moves.
 */
export function AthleteReviews({ athleteSlug }: { athleteSlug: string }) {
  const reviews = usePublicReviews(athleteSlug);
  const timeZone = useVisitorTimeZone();
  const list = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="lg" component="section" aria-labelledby="trainer-reviews">
      <Title order={2} size="h3" id="trainer-reviews">
        Reviews
      </Title>
      <div className={classes.grid}>
        {list.map((review) => (
          <ReviewCard key={review.id} review={review.attributes} timeZone={timeZone} />
        ))}
      </div>
      {reviews.isFetchNextPageError && (
        <Text size="sm" c="red.8" ta="center">
          More reviews could not be loaded. Please try again.
        </Text>
      )}
      <ShowMoreButton list={reviews} />
    </Stack>
  );
}
