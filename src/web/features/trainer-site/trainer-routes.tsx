import { Navigate, type RouteObject } from 'react-router';

// The trainer site's route table (ADR 0018), a chunk of its own that the browser loads only on
// /trainer paths (app/router.tsx); every page (and the shell) is its own lazy chunk. `/trainer` is a top-level sibling of the player tree:
// React Router ranks the static `trainer` segment above `:athleteSlug`.
const signedInRoutes: RouteObject[] = [
  {
    path: 'schedule',
    lazy: async () => ({ Component: (await import('./schedule-page')).SchedulePage }),
  },
  {
    path: 'requests',
    lazy: async () => ({ Component: (await import('./requests-page')).RequestsPage }),
  },
  {
    path: 'trainings',
    lazy: async () => ({ Component: (await import('./trainings-page')).TrainingsPage }),
  },
  {
    path: 'trainings/new',
    lazy: async () => ({ Component: (await import('./training-form-page')).TrainingFormPage }),
  },
  {
    path: 'trainings/:id',
    lazy: async () => ({ Component: (await import('./training-form-page')).TrainingFormPage }),
  },
  {
    path: 'availability',
    lazy: async () => ({ Component: (await import('./availability-page')).AvailabilityPage }),
  },
  {
    path: 'payouts',
    lazy: async () => ({ Component: (await import('./payouts-page')).PayoutsPage }),
  },
  {
    path: 'reviews',
    lazy: async () => ({ Component: (await import('./reviews-page')).ReviewsPage }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./profile-page')).TrainerProfilePage }),
  },
];

export const trainerRoute: RouteObject = {
  path: '/trainer',
  lazy: async () => ({ Component: (await import('./trainer-shell')).TrainerShell }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./trainer-sign-in-page')).TrainerSignInPage }),
    },
    // The address trainers guess for signing in: the front door with its sign-in panel open.
    { path: 'login', element: <Navigate to="/trainer?revealed=true" replace /> },
    {
      path: 'forgot_password',
      lazy: async () => ({ Component: (await import('./trainer-password-pages')).TrainerForgotPasswordPage }),
    },
    {
      path: 'new_password',
      lazy: async () => ({ Component: (await import('./trainer-password-pages')).TrainerNewPasswordPage }),
    },
    {
      lazy: async () => ({ Component: (await import('./trainer-layout')).TrainerLayout }),
      children: signedInRoutes,
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./trainer-not-found')).TrainerNotFoundPage }),
    },
  ],
};
