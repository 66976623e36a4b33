import { lazy, useState, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { paths } from '@/config/paths';
import { ProtectedRoute, RequireRole } from '@/features/auth';

import { RootLayout } from './root-layout';
import { LandingRoute } from './routes/landing';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * A route component loaded with its own chunk the first time it renders (the root layout's Suspense shows a small
 * status while it loads). Only the landing page, the shell and the session hooks stay in the entry chunk, so the first
 * visit downloads no other page's code, nor the libraries only they use (Stripe, date-fns, Radix tabs and dialogs).
 */
function lazyRoute<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// One loader per route module: a module with several routes (billing, projects, certification) is fetched once.
const admin = () => import('./routes/admin');
const analytics = () => import('./routes/analytics');
const auth = () => import('./routes/auth');
const billing = () => import('./routes/billing');
const certification = () => import('./routes/certification');
const legal = () => import('./routes/legal');
const projects = () => import('./routes/projects');

const AdminRoute = lazyRoute(admin, 'AdminRoute');
const AnalyticsRoute = lazyRoute(analytics, 'AnalyticsRoute');
const AuthRoute = lazyRoute(auth, 'AuthRoute');
const CertificationRoute = lazyRoute(certification, 'CertificationRoute');
const CertificationSuccessRoute = lazyRoute(certification, 'CertificationSuccessRoute');
const CertificationTrackRoute = lazyRoute(certification, 'CertificationTrackRoute');
const CertificateRoute = lazyRoute(certification, 'CertificateRoute');
const CheckoutRoute = lazyRoute(billing, 'CheckoutRoute');
const CookiesRoute = lazyRoute(legal, 'CookiesRoute');
const ContactRoute = lazyRoute(() => import('./routes/contact'), 'ContactRoute');
const SupportRoute = lazyRoute(() => import('./routes/support'), 'SupportRoute');
const ConversationsRoute = lazyRoute(() => import('./routes/conversations'), 'ConversationsRoute');
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'), 'DashboardRoute');
const EngineerRoute = lazyRoute(() => import('./routes/engineer'), 'EngineerRoute');
const EngineersRoute = lazyRoute(() => import('./routes/engineers'), 'EngineersRoute');
const FileFormatsRoute = lazyRoute(() => import('./routes/file-formats'), 'FileFormatsRoute');
const FileTransferGuideRoute = lazyRoute(() => import('./routes/file-transfer-guide'), 'FileTransferGuideRoute');
const FindWorkRoute = lazyRoute(projects, 'FindWorkRoute');
const GetCertifiedRoute = lazyRoute(() => import('./routes/get-certified'), 'GetCertifiedRoute');
const HelpRoute = lazyRoute(() => import('./routes/help'), 'HelpRoute');
const HowItWorksRoute = lazyRoute(() => import('./routes/how-it-works'), 'HowItWorksRoute');
const MicroInteractionsRoute = lazyRoute(() => import('./routes/micro-interactions'), 'MicroInteractionsRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');
const NotificationsRoute = lazyRoute(() => import('./routes/notifications'), 'NotificationsRoute');
const PaymentSuccessRoute = lazyRoute(billing, 'PaymentSuccessRoute');
const PaymentTestRoute = lazyRoute(billing, 'PaymentTestRoute');
const PostProjectRoute = lazyRoute(projects, 'PostProjectRoute');
const PremiumPlansRoute = lazyRoute(() => import('./routes/premium-plans'), 'PremiumPlansRoute');
const PrivacyRoute = lazyRoute(legal, 'PrivacyRoute');
const ProfileRoute = lazyRoute(() => import('./routes/profile'), 'ProfileRoute');
const ProjectPaymentDemoRoute = lazyRoute(() => import('./routes/project-payment-demo'), 'ProjectPaymentDemoRoute');
const ProjectPaymentLiveRoute = lazyRoute(billing, 'ProjectPaymentLiveRoute');
const ProjectPaymentSuccessRoute = lazyRoute(billing, 'ProjectPaymentSuccessRoute');
const ProjectRoute = lazyRoute(projects, 'ProjectRoute');
const SkillMasteryRoute = lazyRoute(() => import('./routes/skill-mastery'), 'SkillMasteryRoute');
const SubscribeRoute = lazyRoute(billing, 'SubscribeRoute');
const SubscriptionRoute = lazyRoute(billing, 'SubscriptionRoute');
const TermsRoute = lazyRoute(legal, 'TermsRoute');
const UnsubscribeRoute = lazyRoute(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: paths.auth.path, element: <AuthRoute /> },
      { path: paths.engineers.path, element: <EngineersRoute /> },
      { path: paths.getCertified.path, element: <GetCertifiedRoute /> },
      { path: paths.certificate.path, element: <CertificateRoute /> },
      { path: paths.premiumPlans.path, element: <PremiumPlansRoute /> },
      { path: paths.paymentTest.path, element: <PaymentTestRoute /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessRoute /> },
      { path: paths.unsubscribe.path, element: <UnsubscribeRoute /> },
      { path: paths.howItWorks.path, element: <HowItWorksRoute /> },
      { path: paths.fileTransferGuide.path, element: <FileTransferGuideRoute /> },
      { path: paths.microInteractions.path, element: <MicroInteractionsRoute /> },
      { path: paths.help.path, element: <HelpRoute /> },
      { path: paths.contact.path, element: <ContactRoute /> },
      { path: paths.support.path, element: <SupportRoute /> },
      { path: paths.projectPaymentDemo.path, element: <ProjectPaymentDemoRoute /> },
      { path: paths.fileFormats.path, element: <FileFormatsRoute /> },
      { path: paths.privacy.path, element: <PrivacyRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: paths.cookies.path, element: <CookiesRoute /> },
      {
        element: (
          <ProtectedRoute>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [
          { path: paths.dashboard.path, element: <DashboardRoute /> },
          { path: paths.conversations.path, element: <ConversationsRoute /> },
          { path: paths.profile.path, element: <ProfileRoute /> },
          { path: paths.postProject.path, element: <PostProjectRoute /> },
          { path: paths.project.path, element: <ProjectRoute /> },
          { path: paths.notifications.path, element: <NotificationsRoute /> },
          { path: paths.findWork.path, element: <FindWorkRoute /> },
          { path: paths.engineer.path, element: <EngineerRoute /> },
          { path: paths.certification.path, element: <CertificationRoute /> },
          { path: paths.certificationSuccess.path, element: <CertificationSuccessRoute /> },
          { path: paths.certificationTrack.path, element: <CertificationTrackRoute /> },
          { path: paths.subscription.path, element: <SubscriptionRoute /> },
          { path: paths.subscribe.path, element: <SubscribeRoute /> },
          { path: paths.checkout.path, element: <CheckoutRoute /> },
          { path: paths.projectPaymentLive.path, element: <ProjectPaymentLiveRoute /> },
          { path: paths.projectPaymentSuccess.path, element: <ProjectPaymentSuccessRoute /> },
          {
            path: paths.admin.path,
            element: (
              <RequireRole roles={['admin']}>
                <AdminRoute />
              </RequireRole>
            ),
          },
          { path: paths.analytics.path, element: <AnalyticsRoute /> },
          { path: paths.skillMastery.path, element: <SkillMasteryRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

/**
 * The same routes at a fixed `location`, without a browser: the build prerenders the landing page with it
 * (src/entry-prerender.tsx). The client bundle does not use it, so tree shaking leaves the memory router out.
 */
export function StaticAppRouter({ location }: { location: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [location] }));
  return <RouterProvider router={router} />;
}
