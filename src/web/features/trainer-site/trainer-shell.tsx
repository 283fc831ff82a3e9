import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';

/**
 * Root of the trainer site (ADR 0018): no player header; each page brings its own frame. Its
 * confirmations (remove an opening, delete a training) are asked through the modals provider,
 * mounted here with the site's code rather than lazily beside the page (`ModalsScope`): a tap on
 * Delete made before a lazy provider arrived opened nothing (a busy CI host tapped that early).
 * The trainer site is a chunk of its own, so the player pages' first loads carry none of it.
 */
export function TrainerShell() {
  return (
    <ModalsProvider>
      <Suspense fallback={<FullPageLoader fullscreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ModalsProvider>
  );
}
