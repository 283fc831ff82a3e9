import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { prefetchSchoolPage } from '../features/schools/api';
import { trainerRoute } from '../features/trainer-site/trainer-routes';
import { athleteQueryOptions } from '../features/trainers/api';
import { Layout, RouteErrorBoundary } from './layout';
import { queryClient, setForcedLogoutHandler } from './query-client';
import { PublicRestricted, SignedInOnly } from './route-guards';

/**
 * Route ids of the public pages the server renders (ADR 0022); src/web/entry-server.tsx fetches
 * each one's data. Explicit ids keep the server's and the browser's route trees matched by name.
 */
export const SERVER_RENDERED = {
  landing: 'landing',
  trainer: 'trainer',
  school: 'school',
  schoolShort: 'school-short',
  schoolSport: 'school-sport',
  schoolSportGender: 'school-sport-gender',
  group: 'group',
} as const;

// Every page is its own chunk; only the layout, guards and providers ship in the entry chunk.
const publicRestrictedRoutes: RouteObject[] = [
  {
    index: true,
    id: SERVER_RENDERED.landing,
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: 'signup',
    lazy: async () => ({ Component: (await import('../features/signup/sign-up-page')).SignUpPage }),
  },
  {
    path: 'forgot_password',
    lazy: async () => ({
      Component: (await import('../features/passwords/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'new_password',
    lazy: async () => ({
      Component: (await import('../features/passwords/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: 'terms-of-services',
    lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage }),
  },
  {
    path: 'california-residents-notice',
    lazy: async () => ({
      Component: (await import('../features/legal/california-notice-page')).CaliforniaNoticePage,
    }),
  },
  {
    path: 'program',
    lazy: async () => ({ Component: (await import('../features/legal/program-page')).ProgramPage }),
  },
];

const signedInOnlyRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: async () => ({ Component: (await import('../features/bookings/bookings-page')).BookingsPage }),
  },
  {
    path: 'bookings/:id',
    lazy: async () => ({
      Component: (await import('../features/bookings/booking-detail-page')).BookingDetailPage,
    }),
  },
  {
    path: 'payment_settings',
    lazy: async () => ({
      Component: (await import('../features/cards/payment-settings-page')).PaymentSettingsPage,
    }),
  },
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
  },
];

// Public pages whose content comes from the API start their calls in a loader, which runs as
// soon as the router starts, while the page's chunk downloads; the page then finds the calls in
// flight in the query cache instead of sending them after its first render (Lighthouse LCP,
// ADR 0021). The two api modules are small and static imports on purpose: a lazy import would
// make the calls wait for one more download. The loaders return at once and never fail.
function prefetchSchool(schoolSlug: string | undefined, withTrainers: boolean): null {
  if (schoolSlug) prefetchSchoolPage(queryClient, schoolSlug, withTrainers);
  return null;
}

function prefetchTrainer(athleteSlug: string | undefined): null {
  if (athleteSlug) void queryClient.prefetchQuery(athleteQueryOptions(athleteSlug));
  return null;
}

// Static segments outrank dynamic ones, so e.g. /aboutus never reaches /:athleteSlug.
const openRoutes: RouteObject[] = [
  {
    path: 'admin/login/:token',
    lazy: async () => ({
      Component: (await import('../features/admin-login/admin-login-page')).AdminLoginPage,
    }),
  },
  {
    path: 'aboutus',
    lazy: async () => ({ Component: (await import('../features/legal/about-page')).AboutPage }),
  },
  {
    path: 'faqs',
    lazy: async () => ({ Component: (await import('../features/legal/faq-page')).FaqPage }),
  },
  {
    path: 'bookings/checkout',
    lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }),
  },
  {
    path: 'feedback/:bookedServiceId/:athleteSlug/:providedServiceId',
    lazy: async () => ({ Component: (await import('../features/reviews/review-page')).PublicReviewPage }),
  },
  {
    path: 'private_feedback/:bookedServiceId/:athleteSlug/:providedServiceId',
    lazy: async () => ({ Component: (await import('../features/reviews/review-page')).PrivateReviewPage }),
  },
  {
    path: 'schools/:schoolSlug',
    id: SERVER_RENDERED.school,
    loader: ({ params }) => prefetchSchool(params.schoolSlug, true),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug',
    id: SERVER_RENDERED.schoolShort,
    loader: ({ params }) => prefetchSchool(params.schoolSlug, true),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug/:sportSlug',
    id: SERVER_RENDERED.schoolSport,
    loader: ({ params }) => prefetchSchool(params.schoolSlug, false),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug/:sportSlug/:genderSlug',
    id: SERVER_RENDERED.schoolSportGender,
    loader: ({ params }) => prefetchSchool(params.schoolSlug, false),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 'g/:groupSlug',
    id: SERVER_RENDERED.group,
    lazy: async () => ({ Component: (await import('../features/groups/group-page')).GroupPage }),
  },
  {
    path: 'schools/:schoolSlug/schedule',
    lazy: async () => ({
      Component: (await import('../features/schools/school-schedule-page')).SchoolSchedulePage,
    }),
  },
  {
    path: 'profile/schedule/:id',
    lazy: async () => ({
      Component: (await import('../features/schedule/athlete-schedule-page')).AthleteSchedulePage,
    }),
  },
  {
    path: 'disable_notifications/:id',
    lazy: async () => ({
      Component: (await import('../features/subscriptions/disable-notifications-page'))
        .DisableNotificationsPage,
    }),
  },
  {
    // Operator's view of the emails written (ADR 0013); the API answers 404 when it is off.
    path: 'dev/mailbox',
    lazy: async () => ({
      Component: (await import('../features/dev-mailbox/dev-mailbox-page')).DevMailboxPage,
    }),
  },
  {
    path: ':athleteSlug',
    id: SERVER_RENDERED.trainer,
    loader: ({ params }) => prefetchTrainer(params.athleteSlug),
    lazy: async () => ({ Component: (await import('../features/trainers/trainer-page')).TrainerPage }),
  },
  {
    path: ':athleteSlug/:serviceSlug',
    lazy: async () => ({ Component: (await import('../features/booking/booking-page')).BookingPage }),
  },
];

export const routes: RouteObject[] = [
  // The trainer site (ADR 0018): its own frame, token and lazy chunks.
  {
    ...trainerRoute,
    HydrateFallback: () => <FullPageLoader fullscreen />,
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    path: '/',
    Component: Layout,
    HydrateFallback: () => <FullPageLoader fullscreen />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { Component: PublicRestricted, children: publicRestrictedRoutes },
      { Component: SignedInOnly, children: signedInOnlyRoutes },
      ...openRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../components/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

/** The browser's router; `hydrationData` comes with a page the server rendered (ADR 0022). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  setForcedLogoutHandler(() => {
    void router.navigate('/login', { replace: true });
  });
  return router;
}
