import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ModalsScope } from '../../app/providers';
import { FullPageLoader } from '../../components/full-page-loader';

/** Root of the trainer site (ADR 0018): no player header; each page brings its own frame. */
export function TrainerShell() {
  return (
    <ModalsScope>
      <Suspense fallback={<FullPageLoader fullscreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ModalsScope>
  );
}
