import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { Layout, RouteErrorBoundary } from './layout';
import { setForcedLogoutHandler } from './query-client';
import { PublicRestricted, SignedInOnly } from './route-guards';

const loadComingSoon = async () => ({
  Component: (await import('../components/coming-soon')).ComingSoonRoute,
});

/** Placeholder for a screen of a later issue, so the route table of SPEC §2 is complete now. */
function comingSoon(path: string, title: string): RouteObject {
  return { path, handle: { title }, lazy: loadComingSoon };
}

// Every page is its own chunk; only the layout, guards and providers ship in the entry chunk.
const publicRestrictedRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  comingSoon('signup', 'Sign Up'),
  comingSoon('forgot_password', 'Forgot Password'),
  comingSoon('new_password', 'Reset Password'),
  comingSoon('terms-of-services', 'Terms and Conditions'),
  comingSoon('privacy-policy', 'Privacy Policy'),
  comingSoon('california-residents-notice', 'California Residents Notice'),
  comingSoon('program', 'Campus Ambassador Program'),
];

const signedInOnlyRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: async () => ({ Component: (await import('../features/bookings/bookings-page')).BookingsPage }),
  },
  comingSoon('bookings/:id', 'Booking Details'),
  comingSoon('payment_settings', 'Payment Settings'),
  comingSoon('profile', 'Profile Settings'),
];

// Static segments outrank dynamic ones, so e.g. /aboutus never reaches /:athleteSlug.
const openRoutes: RouteObject[] = [
  comingSoon('admin/login/:token', 'Admin Sign In'),
  comingSoon('aboutus', 'About Us'),
  comingSoon('faqs', 'FAQs'),
  comingSoon('bookings/checkout', 'Checkout'),
  comingSoon('feedback/:bookedServiceId/:athleteSlug/:providedServiceId', 'Leave a Review'),
  comingSoon(
    'private_feedback/:bookedServiceId/:athleteSlug/:providedServiceId',
    'Your review will be kept private',
  ),
  comingSoon('schools/:schoolSlug', 'School'),
  comingSoon('s/:schoolSlug', 'School'),
  comingSoon('s/:schoolSlug/:sportSlug', 'School'),
  comingSoon('s/:schoolSlug/:sportSlug/:genderSlug', 'School'),
  comingSoon('g/:groupSlug', 'Group'),
  comingSoon('schools/:schoolSlug/schedule', 'School Schedule'),
  comingSoon('profile/schedule/:id', 'Athlete Schedule'),
  comingSoon('disable_notifications/:id', 'Disable Notifications'),
  comingSoon(':athleteSlug', 'Trainer'),
  comingSoon(':athleteSlug/:serviceSlug', 'Book Training'),
];

export const routes: RouteObject[] = [
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

export const router = createBrowserRouter(routes);

setForcedLogoutHandler(() => {
  void router.navigate('/login', { replace: true });
});
