import { Group, type MantineSize, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SignUpValues } from './sign-up-values';

type TextField = {
  [K in keyof SignUpValues]: SignUpValues[K] extends string ? K : never;
}[keyof SignUpValues];

interface NameGenderFieldsProps {
  form: UseFormReturnType<SignUpValues>;
  fields: { first: TextField; last: TextField; gender: TextField };
  size?: MantineSize | undefined;
  /** Browsers fill the account holder's own name; a player's name is someone else's. */
  ownName?: boolean;
}

const NAME_PARTS = [
  { part: 'first', label: 'First name', autoComplete: 'given-name' },
  { part: 'last', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, then gender: the parent's and the player's alike. */
export function NameGenderFields({ form, fields, size, ownName = false }: NameGenderFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {NAME_PARTS.map(({ part, label, autoComplete }) => (
          <TextInput
            key={form.key(fields[part])}
            label={label}
            autoComplete={ownName ? autoComplete : undefined}
            withAsterisk
            size={size}
            {...form.getInputProps(fields[part])}
          />
        ))}
      </SimpleGrid>
      <Radio.Group
        label="Gender"
        size={size}
        withAsterisk
        key={form.key(fields.gender)}
        {...form.getInputProps(fields.gender)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="1" label="Male" size={size} />
          <Radio value="2" label="Female" size={size} />
        </Group>
      </Radio.Group>
    </>
  );
}
