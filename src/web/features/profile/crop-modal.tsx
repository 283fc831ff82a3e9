import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToBlob } from './crop-image';

export const ZOOM = { min: 1, max: 2, step: 0.1, start: 1.5 } as const;

interface CropModalProps {
  /** Object URL of the chosen file; null closes the modal. */
  src: string | null;
  onCancel: () => void;
  onDone: (image: Blob) => void;
}

/** SPEC §4/§5 crop modal: round, aspect 1, zoom 1-2 step 0.1 starting at 1.5; Done or Cancel. */
export function CropModal({ src, onCancel, onDone }: CropModalProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  async function done() {
    if (!src || !area) return;
    setBusy(true);
    try {
      onDone(await cropToBlob(src, area));
    } catch (error) {
      // SPEC §8: crop failures are only logged.
      console.error('Crop failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={src !== null} onClose={onCancel} title="Crop your photo" centered>
      <Stack gap="md">
        <Box pos="relative" h={300} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              minZoom={ZOOM.min}
              maxZoom={ZOOM.max}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <div>
          <Text size="sm" mb={4} id="zoom-label">
            Zoom
          </Text>
          <Slider
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            onChange={setZoom}
            label={(value) => value.toFixed(1)}
            aria-labelledby="zoom-label"
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void done()} loading={busy} disabled={!area}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
