import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface CardFormFrameProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the card was not saved, shown above the fields. */
  failure: string | null;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The form around either payment provider's card fields (ADR 0008): failure, fields, submit. */
export function CardFormFrame({
  onSubmit,
  failure,
  submitLabel,
  pending,
  submitDisabled,
  children,
}: CardFormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
