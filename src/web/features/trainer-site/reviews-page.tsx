import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import type { TrainerReviewAttributes } from '../../../shared/api/reviews';
import { playerName } from '../../../shared/domain/children';
import { ShowMoreButton } from '../../components/show-more-button';
import { useTrainerProfile } from './api';
import { formatDay } from './format';
import { useTrainerReviews } from './reviews-api';
import { WorkList } from './work-page';

export const PRIVATE_REVIEW_NOTE = 'Private — only you see this';

function KindBadge({ kind }: { kind: TrainerReviewAttributes['kind'] }) {
  return kind === 'private' ? (
    <Badge variant="light" color="grape" leftSection={<IconLock size={12} aria-hidden />} tt="none">
      {PRIVATE_REVIEW_NOTE}
    </Badge>
  ) : (
    <Badge variant="light" color="green" tt="none">
      Public — on your page
    </Badge>
  );
}

function ReviewCard({ review, timeZone }: { review: TrainerReviewAttributes; timeZone: string }) {
  const player = playerName(review.player);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${review.kind === 'private' ? 'Private feedback' : 'Review'} from ${player}`}
      bg={review.kind === 'private' ? 'gray.0' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{player}</Text>
            <Text size="sm" c="dimmed">
              {review.training_name ?? 'Training removed'} · trained{' '}
              {formatDay(review.training_start_date_time, timeZone)}
            </Text>
          </div>
          <KindBadge kind={review.kind} />
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Text>
        <Text size="xs" c="dimmed">
          Written {formatDay(review.created_at, timeZone)}
        </Text>
      </Stack>
    </Card>
  );
}

/** `/trainer/reviews`: what players said, public reviews and private feedback, newest first. */
export function ReviewsPage() {
  useDocumentTitle('Reviews | Trainer');
  const timeZone = useTrainerProfile().data?.data.attributes.time_zone ?? 'America/New_York';
  const reviews = useTrainerReviews();
  const list = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Reviews
        </Title>
        <Text size="sm" c="dimmed">
          Public reviews appear on your page with the player's first name. Private feedback is for you alone.
        </Text>
      </div>
      <WorkList
        pending={reviews.isPending}
        failure={reviews.isError && list.length === 0 && 'Your reviews could not be loaded.'}
        empty={
          list.length === 0 &&
          'No reviews yet. After a completed training, players are asked by email how it went.'
        }
      >
        {list.map((r) => (
          <ReviewCard key={r.id} review={r.attributes} timeZone={timeZone} />
        ))}
        <ShowMoreButton list={reviews} />
      </WorkList>
    </Stack>
  );
}
