import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { isChild } from '../../../shared/domain/children';
import { guessTimeZone } from '../../../shared/domain/display';
import type { SignUpValues } from './sign-up-values';

/** Whether the birth date typed so far is a child's, under 13 (ADR 0041), as it changes. */
export function useIsChild(form: UseFormReturnType<SignUpValues>): boolean {
  const [child, setChild] = useState(() => isChild(form.getValues().dob, new Date(), guessTimeZone()));
  form.watch('dob', ({ value }) => setChild(isChild(value, new Date(), guessTimeZone())));
  return child;
}

/** Said where a child's own contact or social fields would be. */
export const CHILD_FIELDS_NOTE =
  "Players under 13 are not asked for their own phone, email or social accounts: we use the parent's.";
