import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { FullPageLoader } from '../../components/full-page-loader';
import { AudienceSection, BasicsSection, FormActions, PriceSection } from './training-form-sections';
import { useServiceForm } from './use-service-form';
import { useTrainerService } from './work-api';

function TrainingForm({ existing }: { existing: TrainerServiceAttributes | null }) {
  const { form, submit, saving } = useServiceForm(existing);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
      noValidate
    >
      <Stack gap="lg">
        <BasicsSection form={form} />
        <PriceSection form={form} />
        <AudienceSection form={form} />
        <FormActions editing={existing !== null} saving={saving} onPublish={() => void submit(true)} />
      </Stack>
    </form>
  );
}

function EditTraining({ id }: { id: number }) {
  const { data, isPending, isError } = useTrainerService(id);
  if (isPending) return <FullPageLoader />;
  if (isError) return <Alert color="red">This training option could not be loaded.</Alert>;
  return <TrainingForm existing={data.data.attributes} />;
}

/** `/trainer/trainings/new` and `/trainer/trainings/:id`. */
export function TrainingFormPage() {
  const { id } = useParams();
  const editing = id !== undefined && /^\d+$/.test(id);
  useDocumentTitle(editing ? 'Edit training | Trainer' : 'New training | Trainer');
  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to="/trainer/trainings" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> Trainings
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {editing ? 'Edit training' : 'New training'}
      </Title>
      {editing ? <EditTraining id={Number(id)} /> : <TrainingForm existing={null} />}
    </Stack>
  );
}
