import { type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PasswordField } from './password-field';

/** What a field takes of a Mantine form, whatever the form's values: its key and input props. */
export interface FormBinding {
  key: (path: string) => string;
  getInputProps: (path: string) => GetInputPropsReturnType;
}

type FieldLook = Pick<PasswordInputProps, 'size' | 'required' | 'withAsterisk'>;

interface EmailFieldProps extends Omit<TextInputProps, 'form'> {
  form: FormBinding;
  /** The form's value; `email` unless said. */
  field?: string;
}

/** An email address on an account form: typed, offered and filled by the browser as one. */
export function EmailField({ form, field = 'email', ...props }: EmailFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

interface NewPasswordFieldsProps extends FieldLook {
  /** A form with `password` and `password_confirmation` (and `current_password` with `withCurrent`). */
  form: FormBinding;
  /** A signed-in change asks for the current password first. */
  withCurrent?: boolean;
  labels?: { password: string; confirmation: string };
  descriptions?: { password?: ReactNode; confirmation?: ReactNode };
}

const NEW_PASSWORD_LABELS = { password: 'New password', confirmation: 'Confirm new password' };

/**
 * A new password typed twice (the browser offers to make one up and save it), after the current
 * one for a signed-in change: sign-up, the reset links and the change forms of both sites.
 */
export function NewPasswordFields({
  form,
  withCurrent = false,
  labels = NEW_PASSWORD_LABELS,
  descriptions = {},
  ...look
}: NewPasswordFieldsProps) {
  const fields = [
    ...(withCurrent
      ? [{ path: 'current_password', label: 'Current password', autoComplete: 'current-password' }]
      : []),
    {
      path: 'password',
      label: labels.password,
      description: descriptions.password,
      autoComplete: 'new-password',
    },
    {
      path: 'password_confirmation',
      label: labels.confirmation,
      description: descriptions.confirmation,
      autoComplete: 'new-password',
    },
  ];
  return fields.map(({ path, ...field }) => (
    <PasswordField {...field} {...look} key={form.key(path)} {...form.getInputProps(path)} />
  ));
}
