import { MaskInput } from '@mantine/core';
import { US_PHONE_MASK } from '../../../shared/domain/contact';

interface PhoneInputProps {
  label: string;
  defaultValue: string;
  onChange: (masked: string) => void;
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
}

/** SPEC §5 US phone mask +1 (999) 999-9999; the masked text is what the form keeps. */
export function PhoneInput({
  label,
  defaultValue,
  onChange,
  error,
  required,
  autoComplete,
}: PhoneInputProps) {
  return (
    <MaskInput
      label={label}
      mask={US_PHONE_MASK}
      placeholder={US_PHONE_MASK}
      // The mask edits the input itself; the form only listens, so the cursor never jumps.
      defaultValue={defaultValue}
      onChangeRaw={(raw, masked) => onChange(raw === '' ? '' : masked)}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete ?? 'tel-national'}
      withAsterisk={required}
      size="md"
      error={error}
    />
  );
}
