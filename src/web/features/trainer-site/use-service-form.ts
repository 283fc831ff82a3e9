import { type UseFormReturnType, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { showSaveErrors } from './form-errors';
import {
  EMPTY_SERVICE,
  type ServiceValues,
  serviceErrors,
  serviceValues,
  toSaveInput,
} from './service-values';
import { useSaveTrainerService } from './work-api';

export type ServiceFormState = UseFormReturnType<ServiceValues>;

/**
 * The training option form's state and its save: validated like the server, then created
 * (as a draft or published) or updated; back to the list once saved.
 */
export function useServiceForm(existing: TrainerServiceAttributes | null) {
  const navigate = useNavigate();
  const save = useSaveTrainerService();
  const form = useForm<ServiceValues>({
    initialValues: existing ? serviceValues(existing) : EMPTY_SERVICE,
    validate: serviceErrors,
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
      showSaveErrors(form, error);
    }
  };

  return { form, submit, saving: save.isPending };
}
