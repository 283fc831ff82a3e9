import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { DeleteAccountBody } from '../../shared/api/account-data';
import { ApiError } from '../lib/api-error';
import { PasswordField } from './password-field';

interface DeleteAccountDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is erased, what is kept, and what must happen first. */
  children: ReactNode;
  /** The account's deletion call: a wrong password comes back on its field, a refusal as text. */
  remove: UseMutationResult<unknown, Error, DeleteAccountBody>;
  onDeleted?: () => void;
}

/**
 * A family's or a trainer's own deletion of their account (ADR 0040, 0055): the password asked
 * again, a wrong one shown on its field, the server's refusal (accepted sessions still to come)
 * shown in the dialog.
 */
export function DeleteAccountDialog({
  opened,
  onClose,
  title,
  children,
  remove,
  onDeleted,
}: DeleteAccountDialogProps) {
  const form = useForm<DeleteAccountBody>({
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : 'Please enter your password.') },
  });
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    form.reset();
    setProblem(null);
    onClose();
  }

  function submit(values: DeleteAccountBody) {
    setProblem(null);
    remove.mutate(values, {
      onSuccess: () => onDeleted?.(),
      onError: (error) => {
        const [first] = error instanceof ApiError ? error.entries : [];
        if (first && typeof first === 'object' && 'password' in first) {
          form.setFieldError('password', 'The password is not correct.');
        } else {
          setProblem(
            typeof first === 'string' ? first : 'Your account could not be deleted. Please try again.',
          );
        }
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          {children}
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
