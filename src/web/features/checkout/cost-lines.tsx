import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ProvidedService } from '../../../shared/api/athletes';
import { formatPriceCents } from '../../../shared/domain/money';
import { priceLines } from '../../../shared/domain/pricing';

export const SERVICE_FEE_NOTE = 'This fee allows all college athletes to keep 100% of their training cost';
export const PROCESSING_FEE_NOTE = 'This is the standard fee for credit card payment processing';

function Line({
  label,
  cents,
  note,
  strong,
}: {
  label: string;
  cents: number;
  note?: string;
  strong?: boolean;
}) {
  return (
    <div>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
        <Text size="sm" fw={strong ? 700 : 500} data-testid={`cost-${label}`}>
          {formatPriceCents(cents)}
        </Text>
      </Group>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

/** SPEC §9 checkout lines: fees only when above zero; amounts as the server computed them. */
export function CostLines({ service }: { service: ProvidedService }) {
  const lines = priceLines({
    priceCents: service.price_cents,
    clientServiceFeeCents: service.client_service_fee_cents,
    stripeFeeCents: service.stripe_fee_cents,
  });
  return (
    <Stack gap="xs">
      <Line label="Training Cost (1 spot)" cents={lines.trainingCents} />
      {lines.serviceFeeCents > 0 && (
        <Line label="Service Fee" cents={lines.serviceFeeCents} note={SERVICE_FEE_NOTE} />
      )}
      {lines.processingFeeCents > 0 && (
        <Line label="Payment Processing Fee" cents={lines.processingFeeCents} note={PROCESSING_FEE_NOTE} />
      )}
      <Divider />
      <Line label="Total Due (1 spot)" cents={lines.totalCents} strong />
    </Stack>
  );
}

export function totalCents(service: ProvidedService): number {
  return priceLines({
    priceCents: service.price_cents,
    clientServiceFeeCents: service.client_service_fee_cents,
    stripeFeeCents: service.stripe_fee_cents,
  }).totalCents;
}
