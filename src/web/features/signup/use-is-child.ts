import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { isCalendarDate } from '../../../shared/domain/birth-date';
import { isChild } from '../../../shared/domain/children';
import { guessTimeZone } from '../../../shared/domain/display';
import type { SignUpValues } from './sign-up-values';

/** Whose fields a player form asks for, by the birth date typed so far (ADR 0041). */
export type AgeGroup = 'unknown' | 'child' | 'older';

function ageGroupOf(dob: string): AgeGroup {
  if (!isCalendarDate(dob)) return 'unknown';
  return isChild(dob, new Date(), guessTimeZone()) ? 'child' : 'older';
}

/**
 * The player's age group as the birth date changes: 'unknown' until it is a whole date, then
 * 'child' under 13 (ADR 0041) or 'older'.
 */
export function useAgeGroup(form: UseFormReturnType<SignUpValues>): AgeGroup {
  const [group, setGroup] = useState(() => ageGroupOf(form.getValues().dob));
  form.watch('dob', ({ value }) => setGroup(ageGroupOf(value)));
  return group;
}

/** Whether the birth date typed so far is a child's, under 13 (ADR 0041), as it changes. */
export function useIsChild(form: UseFormReturnType<SignUpValues>): boolean {
  return useAgeGroup(form) === 'child';
}

/** Said where a child's own contact or social fields would be. */
export const CHILD_FIELDS_NOTE =
  "Players under 13 are not asked for their own phone, email or social accounts: we use the parent's.";

/** Said where a player's own contact fields come once the birth date is known. */
export const OLDER_FIELDS_NOTE =
  'Enter the birth date: a player 13 or older may also give their own phone and email.';
