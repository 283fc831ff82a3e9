import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, marked invalid for assistive technology while it shows an error:
 * Mantine draws the field red and links the message, but leaves `aria-invalid` off its inner
 * input (its TextInput sets it), so a screen reader called a refused password valid.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
