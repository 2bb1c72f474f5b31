import { Navigate, type RouteObject } from 'react-router';
import { AdminHomeRedirect, RequireAdmin, RequireFullAdmin, RequireUser } from './guards';
import { lazyPage } from './lazy-page';
import { DeskLanguage } from './layouts/desk-language';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';

// Each page is the default export of its feature's route file, loaded on demand.
const HomePage = lazyPage(() => import('@/features/marketing/routes/home-page'));
const AboutPage = lazyPage(() => import('@/features/marketing/routes/about-page'));
const ContactPage = lazyPage(() => import('@/features/marketing/routes/contact-page'));
const NewsletterConfirmPage = lazyPage(() =>
  import('@/features/marketing/routes/newsletter-link-page').then((m) => ({
    default: m.NewsletterConfirmPage,
  })),
);
const NewsletterUnsubscribePage = lazyPage(() =>
  import('@/features/marketing/routes/newsletter-link-page').then((m) => ({
    default: m.NewsletterUnsubscribePage,
  })),
);
const TrackBookingPage = lazyPage(() => import('@/features/tracking/routes/track-booking-page'));
const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'));
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/routes/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/routes/reset-password-page'));
const ProfilePage = lazyPage(() => import('@/features/profile/routes/profile-page'));
const MyBookingsPage = lazyPage(() => import('@/features/booking/routes/my-bookings-page'));
const BookingDetailPage = lazyPage(() => import('@/features/booking/routes/booking-detail-page'));
const BoardingPassPage = lazyPage(() => import('@/features/booking/routes/boarding-pass-page'));
const FlightsPage = lazyPage(() => import('@/features/flights/routes/flights-page'));
const FlightDetailPage = lazyPage(() => import('@/features/flights/routes/flight-detail-page'));
const BookingConfirmPage = lazyPage(() => import('@/features/booking/routes/booking-confirm-page'));
const TripCheckoutPage = lazyPage(() => import('@/features/booking/routes/trip-checkout-page'));
const PaymentPage = lazyPage(() => import('@/features/payment/routes/payment-page'));
const PaymentSuccessPage = lazyPage(() => import('@/features/payment/routes/payment-success-page'));
const AdminLoginPage = lazyPage(() => import('@/features/auth/routes/admin-login-page'));
const AdminRegisterPage = lazyPage(() => import('@/features/auth/routes/admin-register-page'));
const DashboardPage = lazyPage(() => import('@/features/admin-dashboard/routes/dashboard-page'));
const FlightManagementPage = lazyPage(() => import('@/features/admin-flights/routes/flight-management-page'));
const TodayPage = lazyPage(() => import('@/features/admin-flights/routes/today-page'));
const FlightManifestPage = lazyPage(() => import('@/features/admin-flights/routes/flight-manifest-page'));
const UserManagementPage = lazyPage(() => import('@/features/admin-users/routes/user-management-page'));
const CustomerPage = lazyPage(() => import('@/features/admin-users/routes/customer-page'));
const AuditPage = lazyPage(() => import('@/features/admin-audit/routes/audit-page'));
const SecurityPage = lazyPage(() => import('@/features/admin-security/routes/security-page'));
const TeamPage = lazyPage(() => import('@/features/admin-team/routes/team-page'));
const JobsPage = lazyPage(() => import('@/features/admin-jobs/routes/jobs-page'));
const MessagesPage = lazyPage(() => import('@/features/admin-messages/routes/messages-page'));
const RefundsPage = lazyPage(() => import('@/features/admin-refunds/routes/refunds-page'));
const FareBrandsPage = lazyPage(() => import('@/features/admin-fare-brands/routes/fare-brands-page'));
const BookingManagementPage = lazyPage(
  () => import('@/features/admin-bookings/routes/booking-management-page'),
);
const AdminBookingDetailPage = lazyPage(
  () => import('@/features/admin-bookings/routes/admin-booking-detail-page'),
);
const NotFoundPage = lazyPage(() => import('./not-found-page'));
// The back office's frame stays out of the public pages' first load (docs/product.md#101-public-reads-from-memory-and-workers).
const AdminLayout = lazyPage(() =>
  import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })),
);

/** The route table of docs/product.md#21-routes, in one place. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/track-booking', element: <TrackBookingPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/book-flights', element: <FlightsPage /> },
          { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
          { path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
          { path: '/book-flights/:id', element: <FlightDetailPage /> },
          { path: '/search-flights', element: <Navigate to="/book-flights" replace /> },
          { path: '/my-bookings', element: <Navigate to="/bookings" replace /> },
          {
            element: <RequireUser />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/bookings', element: <MyBookingsPage /> },
              { path: '/bookings/:id', element: <BookingDetailPage /> },
              { path: '/bookings/:id/boarding-pass', element: <BoardingPassPage /> },
              { path: '/booking/confirm/:flightId', element: <BookingConfirmPage /> },
              { path: '/book', element: <TripCheckoutPage /> },
              { path: '/payment/:id', element: <PaymentPage /> },
              { path: '/payment-success', element: <PaymentSuccessPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <DeskLanguage />,
        children: [
          { path: '/admin/login', element: <AdminLoginPage /> },
          { path: '/admin/register', element: <AdminRegisterPage /> },
          { path: '/admin', element: <AdminHomeRedirect /> },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { path: '/admin/dashboard', element: <DashboardPage /> },
                  { path: '/admin/flights', element: <FlightManagementPage /> },
                  { path: '/admin/today', element: <TodayPage /> },
                  { path: '/admin/flights/:id/manifest', element: <FlightManifestPage /> },
                  { path: '/admin/users', element: <UserManagementPage /> },
                  { path: '/admin/users/:id', element: <CustomerPage /> },
                  { path: '/admin/bookings', element: <BookingManagementPage /> },
                  { path: '/admin/bookings/:id', element: <AdminBookingDetailPage /> },
                  {
                    path: '/admin/audit',
                    element: (
                      <RequireFullAdmin page="Audit">
                        <AuditPage />
                      </RequireFullAdmin>
                    ),
                  },
                  { path: '/admin/security', element: <SecurityPage /> },
                  {
                    path: '/admin/team',
                    element: (
                      <RequireFullAdmin page="Team">
                        <TeamPage />
                      </RequireFullAdmin>
                    ),
                  },
                  { path: '/admin/messages', element: <MessagesPage /> },
                  { path: '/admin/refunds', element: <RefundsPage /> },
                  {
                    path: '/admin/fare-brands',
                    element: (
                      <RequireFullAdmin page="Fare brands">
                        <FareBrandsPage />
                      </RequireFullAdmin>
                    ),
                  },
                  {
                    path: '/admin/jobs',
                    element: (
                      <RequireFullAdmin page="Jobs">
                        <JobsPage />
                      </RequireFullAdmin>
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
