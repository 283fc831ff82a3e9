import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { PhotoPicker } from '../../components/photo-picker';
import { useUploadProfileImage } from './api';
import { PROFILE_UPDATED } from './profile-values';

// The crop library loads only when a photo is chosen.
const CropModal = lazy(async () => ({ default: (await import('./crop-modal')).CropModal }));

export const IMAGES_ONLY = 'Please choose an image file.';

/** SPEC §2 profile picture uploader: choose an image, crop it round, upload it. */
export function PhotoUploader({ image, name }: { image: string | null; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProfileImage();

  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  function choose(file: File | null) {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setProblem(IMAGES_ONLY);
      return;
    }
    setSrc(URL.createObjectURL(file));
  }

  return (
    <PhotoPicker
      image={image}
      name={name}
      testId="profile-photo"
      accept="image/*"
      uploading={upload.isPending}
      onChoose={choose}
      note={
        problem && (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        )
      }
    >
      {src && (
        <Suspense fallback={null}>
          <CropModal
            src={src}
            onCancel={() => setSrc(null)}
            onDone={(blob) => {
              setSrc(null);
              upload.mutate(blob, {
                onSuccess: () =>
                  notifications.show({
                    message: PROFILE_UPDATED,
                    color: 'green',
                    autoClose: HELPER_TOAST_MS,
                  }),
              });
            }}
          />
        </Suspense>
      )}
    </PhotoPicker>
  );
}
