import {
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { audienceLabel, packageRangeLabel, TRAINING_TYPE_LABELS } from '../../../shared/domain/display';
import { gradeRangeLabel } from '../../../shared/domain/grades';
import { formatMoney } from '../../../shared/domain/money';
import { ConfirmRemoveButton } from './confirm-remove-button';
import { STATUS_COLORS, WEEKDAYS } from './format';
import {
  useDeleteTrainerService,
  usePublishTrainerService,
  useRenewPrivateLink,
  useTrainerServices,
} from './work-api';
import { WorkList, WorkPageHeader } from './work-page';

/**
 * A published training families cannot book now (ADR 0066): a package whose sessions are not all
 * in openings with a free seat shows to families as sold out; another has no time ahead.
 */
function NotBookable({ service }: { service: TrainerServiceAttributes }) {
  const range =
    service.package_start && service.package_end
      ? ` (${packageRangeLabel(service.package_start, service.package_end)})`
      : '';
  return (
    <Text size="sm" c="orange.9" role="status">
      {service.package
        ? `Families see this package as sold out: it needs ${service.sessions_count} openings that offer it on different days${range}, each with a free seat. `
        : "Families can't book this now: no opening ahead offers it with a free seat. "}
      <Anchor component={Link} to={`/trainer/availability?add=opening&training=${service.id}`} size="sm">
        Add openings
      </Anchor>
    </Text>
  );
}

/**
 * A private training's link replaced by a new one (ADR 0084): for a link sent further than meant.
 * Asked first, as the link already sent stops working.
 */
function NewLinkButton({ service }: { service: TrainerServiceAttributes }) {
  const renew = useRenewPrivateLink();
  return (
    <Button
      size="xs"
      variant="subtle"
      loading={renew.isPending}
      onClick={() =>
        modals.openConfirmModal({
          title: `New link for ${service.name}?`,
          children: (
            <Text size="sm">
              The link you have sent stops opening this training. Families who booked it or wait for a seat
              see the new link in their bookings; send it to anyone else who should book.
            </Text>
          ),
          labels: { confirm: 'Make a new link', cancel: 'Keep this link' },
          onConfirm: () =>
            renew.mutate(service.id, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  position: 'top-center',
                  message: `${service.name} has a new link: copy it to send it.`,
                }),
            }),
        })
      }
    >
      New link
    </Button>
  );
}

function TrainingCard({ service }: { service: TrainerServiceAttributes }) {
  const publish = usePublishTrainerService();
  const remove = useDeleteTrainerService();
  const published = service.status === 'published';
  const link = `${window.location.origin}${service.path}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={service.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="nowrap">
            {service.privacy_setting === 'private' && (
              <Tooltip label="Private: reachable only by its direct link">
                <IconLock size={18} aria-label="Private" role="img" />
              </Tooltip>
            )}
            <Text fw={700} lineClamp={2}>
              {service.name}
            </Text>
          </Group>
          <Badge color={STATUS_COLORS[service.status]} variant="light" style={{ flexShrink: 0 }}>
            {service.status}
          </Badge>
        </Group>
        <Group gap={6}>
          <Badge variant="outline">{TRAINING_TYPE_LABELS[service.training_type]}</Badge>
          {service.package && (
            <Badge variant="outline">
              Package · {service.sessions_count} sessions
              {service.package_start && service.package_end
                ? ` · ${packageRangeLabel(service.package_start, service.package_end)}`
                : ''}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {formatMoney(service.price)} · player pays {formatMoney(service.total)} · {service.service_duration}
        </Text>
        <Text size="sm" c="dimmed">
          {gradeRangeLabel(service.min_grade, service.max_grade)} · {audienceLabel(service.gender)} ·{' '}
          {service.max_seats} {service.max_seats === 1 ? 'seat' : 'seats'}
          {service.days.length > 0 && ` · ${service.days.map((d) => WEEKDAYS[d]).join(', ')}`}
        </Text>
        {published && service.bookable === false && <NotBookable service={service} />}
        {service.provided_service_locations.map((l) => (
          <Text key={l.id} size="xs" c="dimmed">
            {l.location}, {l.address}
            {l.city_and_state ? `, ${l.city_and_state}` : ''}
          </Text>
        ))}
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="default" component={Link} to={`/trainer/trainings/${service.id}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant={published ? 'light' : 'filled'}
            color={published ? 'orange' : undefined}
            loading={publish.isPending}
            onClick={() => publish.mutate({ id: service.id, published: !published })}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          {published && (
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="subtle" onClick={copy}>
                  {copied ? 'Link copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          )}
          {published && service.privacy_setting === 'private' && <NewLinkButton service={service} />}
          {/* A training no family ever booked can go for good (a duplicate, a mistake); a booked
              one stays for its bookings and is unpublished instead. */}
          {service.booked === false && (
            <ConfirmRemoveButton
              label="Delete"
              title={`Delete ${service.name}?`}
              consequence="No family has booked it. It goes from your trainings and from every opening that offers it; this can't be undone."
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(service.id, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      position: 'top-center',
                      message: `Deleted ${service.name}.`,
                    }),
                })
              }
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** `/trainer/trainings`: every training option, drafts included, with publish and edit. */
export function TrainingsPage() {
  useDocumentTitle('Trainings | Trainer');
  const { data, isPending, isError } = useTrainerServices();
  return (
    <Stack gap="md">
      <WorkPageHeader title="Trainings">
        <Button component={Link} to="/trainer/trainings/new" leftSection={<IconPlus size={16} />}>
          New training
        </Button>
      </WorkPageHeader>
      <WorkList
        pending={isPending}
        failure={isError && 'Your trainings could not be loaded.'}
        empty={
          data?.data.length === 0 && 'No training options yet. Create one, publish it, then add openings.'
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {data?.data.map((s) => (
            <TrainingCard key={s.id} service={s.attributes} />
          ))}
        </SimpleGrid>
      </WorkList>
    </Stack>
  );
}
