import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { AddCardModal } from './add-card-modal';
import { useCards } from './api';
import { AddCardButton, CardList } from './card-list';

/** SPEC §2 /payment_settings: saved cards, '+ Add New', delete, default card. */
export function PaymentSettingsPage() {
  useDocumentTitle(`Payment Settings | ${PRODUCT_NAME}`);
  const cards = useCards();
  const [adding, setAdding] = useState(false);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Payment Settings
          </Title>
          <AddCardButton onClick={() => setAdding(true)} />
        </Group>
        {cards.isPending ? (
          <FullPageLoader />
        ) : (cards.data ?? []).length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              No saved cards yet.
            </Text>
          </Paper>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              The default card is used first at checkout. Pick another to make it the default.
            </Text>
            <CardList cards={cards.data ?? []} />
          </>
        )}
      </Stack>
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </Container>
  );
}
