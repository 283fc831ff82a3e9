import { type UseFormReturnType, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { ApiError } from '../../lib/api-error';
import {
  EMPTY_TRAINING,
  type TrainingValues,
  toSaveInput,
  trainingErrors,
  trainingValues,
} from './training-values';
import { useSaveTrainerService } from './work-api';

export type TrainingFormState = UseFormReturnType<TrainingValues>;

/**
 * The training option form's state and its save: validated like the server, then created
 * (as a draft or published) or updated; back to the list once saved.
 */
export function useTrainingForm(existing: TrainerServiceAttributes | null) {
  const navigate = useNavigate();
  const save = useSaveTrainerService();
  const form = useForm<TrainingValues>({
    initialValues: existing ? trainingValues(existing) : EMPTY_TRAINING,
    validate: trainingErrors,
  });

  const submit = async (publish: boolean) => {
    if (form.validate().hasErrors) return;
    try {
      await save.mutateAsync({
        id: existing?.id ?? null,
        values: toSaveInput(form.getValues(), { editing: existing !== null, publish }),
      });
      await navigate('/trainer/trainings');
    } catch (error) {
      // Keyed 422s land on their fields too (the toast already named them).
      if (error instanceof ApiError) {
        for (const entry of error.entries) {
          if (typeof entry !== 'string') form.setErrors(entry);
        }
      }
    }
  };

  return { form, submit, saving: save.isPending };
}
