import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { Layout, RouteErrorBoundary } from './layout';
import type { PublicPageId } from './public-pages';
import { setForcedLogoutHandler } from './query-client';
import { PublicRestricted, SignedInOnly } from './route-guards';

// Every page is its own chunk; only the layout, guards and providers ship in the entry chunk.
const publicRestrictedRoutes: RouteObject[] = [
  {
    index: true,
    ...publicPage('landing'),
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

/**
 * A public page's route id and loader (src/web/app/public-pages.ts, ADR 0036): the server renders
 * the page from this loader; in the browser it starts the page's calls while the page's chunk
 * downloads, instead of after its first render (ADR 0021). A page the server rendered hydrates
 * with its loader data and never runs it, so its code loads with the first navigation, beside
 * the page's own chunk, and is no part of any page's first load.
 */
function publicPage(id: PublicPageId): Pick<RouteObject, 'id' | 'loader'> {
  return {
    id,
    loader: async (args: LoaderFunctionArgs) => (await import('./public-pages')).loadPublicPage(id, args),
  };
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
    ...publicPage('school'),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug',
    ...publicPage('school-short'),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug/:sportSlug',
    ...publicPage('school-sport'),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 's/:schoolSlug/:sportSlug/:genderSlug',
    ...publicPage('school-sport-gender'),
    lazy: async () => ({ Component: (await import('../features/schools/school-page')).SchoolPage }),
  },
  {
    path: 'g/:groupSlug',
    ...publicPage('group'),
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
    ...publicPage('trainer'),
    lazy: async () => ({ Component: (await import('../features/athletes/athlete-page')).AthletePage }),
  },
  {
    path: ':athleteSlug/:serviceSlug',
    lazy: async () => ({ Component: (await import('../features/booking/booking-page')).BookingPage }),
  },
];

function StartingUp() {
  return <FullPageLoader fullscreen />;
}

/** The player app's routes. The trainer site's table is added on its own paths (below). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: StartingUp,
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

/** The trainer site (ADR 0018) in its own frame: its token, its shell and its lazy pages. */
export function framedTrainerRoute(trainerRoute: RouteObject): RouteObject {
  return { ...trainerRoute, HydrateFallback: StartingUp, ErrorBoundary: RouteErrorBoundary };
}

const TRAINER_PATH = /^\/trainer(\/|$)/;
// The trainer site's route table is a chunk of its own, loaded only on its paths: in the entry
// it cost every player page some 1.5 KB gz of routes and chunk names it never uses.
const loadTrainerRoute = async () =>
  framedTrainerRoute((await import('../features/trainer-site/trainer-routes')).trainerRoute);

/** The routes a first load at `pathname` starts with: the trainer site's too on its paths. */
export async function routesFor(pathname: string): Promise<RouteObject[]> {
  return TRAINER_PATH.test(pathname) ? [await loadTrainerRoute(), ...routes] : routes;
}

/**
 * The browser's router on `startRoutes` (from `routesFor`); `hydrationData` comes with a page the
 * server rendered (ADR 0022). A navigation to the trainer site from a player page adds its table
 * then (React Router's `patchRoutesOnNavigation`: a path that only a dynamic or catch-all route
 * matches is looked up again with the routes patched in).
 */
export function createAppRouter(startRoutes: RouteObject[], hydrationData?: HydrationState) {
  let trainerAdded = startRoutes !== routes;
  const router = createBrowserRouter(startRoutes, {
    ...(hydrationData ? { hydrationData } : {}),
    async patchRoutesOnNavigation({ path, patch }) {
      if (trainerAdded || !TRAINER_PATH.test(path)) return;
      trainerAdded = true;
      patch(null, [await loadTrainerRoute()]);
    },
  });
  setForcedLogoutHandler(() => {
    void router.navigate('/login', { replace: true });
  });
  return router;
}
