import { Center, Loader } from '@mantine/core';

/** Centered spinner shown while a page (or the whole app) loads. */
export function FullPageLoader({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <Center mih={fullscreen ? '100dvh' : '60dvh'} role="status" aria-live="polite" aria-label="Loading">
      <Loader size="lg" />
    </Center>
  );
}
