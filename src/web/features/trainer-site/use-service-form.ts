import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { focusFirstError, showSaveErrors } from './form-errors';
import { sessionsLabel } from './format';
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
    if (form.validate().hasErrors) {
      focusFirstError();
      return;
    }
    try {
      const saved = await save.mutateAsync({
        id: existing?.id ?? null,
        values: toSaveInput(form.getValues(), { editing: existing !== null, publish }),
      });
      const over = saved.sessionsOverSize;
      if (over > 0) {
        const seats = saved.data.attributes.max_seats;
        notifications.show({
          color: 'orange',
          position: 'top-center',
          autoClose: 10_000,
          message: `Saved. ${sessionsLabel(over)} ahead already ${over === 1 ? 'holds' : 'hold'} more players than ${seats}: they keep their seats, and no one else can book ${over === 1 ? 'it' : 'them'}.`,
        });
      }
      await navigate('/trainer/trainings');
    } catch (error) {
      showSaveErrors(form, error);
    }
  };

  return { form, submit, saving: save.isPending };
}
