import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { useState } from 'react';
import type { TrainerPayoutAttributes } from '../../../shared/api/trainer-bookings';
import { playerName } from '../../../shared/domain/children';
import { formatCents, formatMoney } from '../../../shared/domain/money';
import { FullPageLoader } from '../../components/full-page-loader';
import { useTrainerProfile } from './api';
import { formatDay } from './format';
import { useTrainerPayouts, useTransferPayout } from './work-api';

function Total({ label, cents }: { label: string; cents: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={800}>
        {formatCents(cents)}
      </Text>
    </Card>
  );
}

function payoutState(p: TrainerPayoutAttributes): { label: string; color: string } {
  if (p.transferred) return { label: 'Transferred', color: 'green' };
  if (p.transferable) return { label: 'Ready to transfer', color: 'blue' };
  if (p.booking_status === 'completed') return { label: 'Completed', color: 'gray' };
  return { label: 'Upcoming', color: 'yellow' };
}

/** Says what a transfer did: the card's badge changes too, but a tap should be answered. */
function transferred(payout: TrainerPayoutAttributes) {
  notifications.show({
    color: 'green',
    position: 'top-center',
    message: `Transferred ${formatMoney(payout.earned)} for ${playerName(payout.player)}'s training to your payout account.`,
  });
}

/** Without a connected account the trainer names one (Connect onboarding is not built yet). */
function TransferDialog({
  payout,
  onClose,
}: {
  payout: TrainerPayoutAttributes | null;
  onClose: () => void;
}) {
  const transfer = useTransferPayout();
  const [account, setAccount] = useState('');
  if (!payout) return null;
  return (
    <Modal opened onClose={onClose} title="Transfer payout">
      <Stack gap="md">
        <Text size="sm">
          {formatMoney(payout.earned)} for {playerName(payout.player)}'s training goes to the payout account
          below.
        </Text>
        <TextInput
          label="Payout account ID"
          placeholder="acct_..."
          value={account}
          onChange={(event) => setAccount(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={transfer.isPending}
            disabled={account.trim() === ''}
            onClick={() =>
              transfer.mutate(
                { paymentId: payout.payment_id, accountId: account.trim() },
                {
                  onSuccess: () => {
                    transferred(payout);
                    onClose();
                  },
                },
              )
            }
          >
            Transfer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PayoutCard({
  payout,
  timeZone,
  connected,
  onAskAccount,
}: {
  payout: TrainerPayoutAttributes;
  timeZone: string;
  connected: boolean;
  onAskAccount: () => void;
}) {
  const transfer = useTransferPayout();
  const state = payoutState(payout);
  const player = playerName(payout.player);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Payout for ${player}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>
            {payout.provided_service?.name ?? 'Training'} · {player}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDay(payout.training_start_date_time, timeZone)}
          </Text>
          <Group gap="xs">
            {/* Earned once trained; a session still ahead earns it. */}
            <Text fw={700}>
              {payout.booking_status === 'completed' ? 'Earned' : 'Earns'} {formatMoney(payout.earned)}
            </Text>
            <Badge variant="light" color={state.color}>
              {state.label}
            </Badge>
          </Group>
        </Stack>
        {payout.transferable && (
          <Button
            leftSection={<IconArrowsRightLeft size={16} />}
            loading={transfer.isPending}
            onClick={() =>
              connected
                ? transfer.mutate({ paymentId: payout.payment_id }, { onSuccess: () => transferred(payout) })
                : onAskAccount()
            }
          >
            Transfer
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** `/trainer/payouts`: what each paid booking earns (the whole price) and transfers. */
export function PayoutsPage() {
  useDocumentTitle('Payouts | Trainer');
  const profile = useTrainerProfile().data?.data.attributes;
  const timeZone = profile?.time_zone ?? 'America/New_York';
  const { data, isPending, isError } = useTrainerPayouts();
  const [asking, setAsking] = useState<TrainerPayoutAttributes | null>(null);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Payouts
      </Title>
      <Text size="sm" c="dimmed">
        You keep 100% of each training's price; the player pays the service and processing fees.
      </Text>
      {profile && !profile.payout_account_connected && (
        <Alert color="blue" variant="light">
          No payout account is connected yet: you will be asked for the account to transfer to.
        </Alert>
      )}
      {isPending ? (
        <FullPageLoader />
      ) : isError ? (
        <Alert color="red">Your payouts could not be loaded.</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Total label="Upcoming" cents={data.totals.upcoming_cents} />
            <Total label="Ready to transfer" cents={data.totals.awaiting_transfer_cents} />
            <Total label="Transferred" cents={data.totals.transferred_cents} />
          </SimpleGrid>
          {data.data.length === 0 ? (
            <Text c="dimmed">No paid bookings yet.</Text>
          ) : (
            data.data.map((p) => (
              <PayoutCard
                key={p.id}
                payout={p.attributes}
                timeZone={timeZone}
                connected={profile?.payout_account_connected ?? false}
                onAskAccount={() => setAsking(p.attributes)}
              />
            ))
          )}
        </>
      )}
      <TransferDialog key={asking?.id ?? 'none'} payout={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
