import { Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface PhotoPickerProps {
  image: string | null;
  name: string;
  testId: string;
  /** The file types the file dialog offers. */
  accept: string;
  uploading: boolean;
  onChoose: (file: File | null) => void;
  /** Under the button: a hint, or what is wrong with the chosen file. */
  note: ReactNode;
  /** After the picker (e.g. the crop dialog). */
  children?: ReactNode;
}

/** The round profile photo with 'Change photo' beside it: the player's profile and the trainer's. */
export function PhotoPicker({
  image,
  name,
  testId,
  accept,
  uploading,
  onChoose,
  note,
  children,
}: PhotoPickerProps) {
  return (
    <Group gap="md">
      <Avatar src={image} alt={name} size={88} radius={999} data-testid={testId} />
      <Stack gap={4}>
        <FileButton onChange={onChoose} accept={accept}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading}>
              Change photo
            </Button>
          )}
        </FileButton>
        {note}
      </Stack>
      {children}
    </Group>
  );
}
