import { type MantineSize, MaskInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { US_PHONE_MASK } from '../../../shared/domain/contact';
import { errorOf, type SignUpValues } from './sign-up-values';

// The mask's first area-code digit takes 2-9 only (North American area codes never start with 0
// or 1), so a country code 1 typed or pasted before the number is skipped instead of becoming
// the area code's first digit: typing 15025550123 gives +1 (502) 555-0123, not +1 (150) 255-5012.
const AREA_CODE_START = { N: /[2-9]/ };
const MASK = US_PHONE_MASK.replace('(9', '(N');

type PhoneField = 'parent_contact_number' | 'contact_confirmation' | 'contact_number';

interface PhoneInputProps {
  form: UseFormReturnType<SignUpValues>;
  field: PhoneField;
  label: string;
  required?: boolean;
  autoComplete?: string;
  /** The size of the fields beside it (default md, the sign-up's). */
  size?: MantineSize | undefined;
}

/** SPEC §5 US phone mask +1 (999) 999-9999; the masked text is what the form keeps. */
export function PhoneInput({ form, field, label, required, autoComplete, size = 'md' }: PhoneInputProps) {
  return (
    <MaskInput
      label={label}
      mask={MASK}
      tokens={AREA_CODE_START}
      placeholder={US_PHONE_MASK}
      // The mask edits the input itself; the form only listens, so the cursor never jumps.
      defaultValue={form.getValues()[field]}
      onChangeRaw={(raw, masked) => form.setFieldValue(field, raw === '' ? '' : masked)}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete ?? 'tel-national'}
      withAsterisk={required}
      size={size}
      error={errorOf(form, field)}
    />
  );
}
