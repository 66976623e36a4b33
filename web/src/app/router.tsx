import { useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { paths } from '@/config/paths';
import { ProtectedRoute, RequireRole } from '@/features/auth';
import { FileFormatsCallout, PaymentDemoCallout } from '@/features/marketing';

import { RootLayout } from './root-layout';
import { AdminRoute } from './routes/admin';
import { AnalyticsRoute } from './routes/analytics';
import { AuthRoute } from './routes/auth';
import {
  CheckoutRoute,
  PaymentSuccessRoute,
  PaymentTestRoute,
  ProjectPaymentLiveRoute,
  ProjectPaymentSuccessRoute,
  SubscribeRoute,
  SubscriptionRoute,
} from './routes/billing';
import { CertificationRoute, CertificationSuccessRoute } from './routes/certification';
import { ComingSoonRoute } from './routes/coming-soon';
import { ConversationsRoute } from './routes/conversations';
import { DashboardRoute } from './routes/dashboard';
import { EngineerRoute } from './routes/engineer';
import { EngineersRoute } from './routes/engineers';
import { GetCertifiedRoute } from './routes/get-certified';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PremiumPlansRoute } from './routes/premium-plans';
import { ProfileRoute } from './routes/profile';
import { FindWorkRoute, PostProjectRoute, ProjectRoute } from './routes/projects';
import { RouteErrorBoundary } from './routes/route-error';
import { UnsubscribeRoute } from './routes/unsubscribe';

/** Pages later issues build; each shows an honest 'Coming soon' until then. */
const PUBLIC_PLACEHOLDERS: Array<[path: string, title: string]> = [
  [paths.howItWorks.path, 'How It Works'],
  [paths.fileTransferGuide.path, 'File Transfer Guide'],
  [paths.microInteractions.path, 'Micro-interactions'],
  [paths.help.path, 'Help Center'],
  [paths.contact.path, 'Contact Us'],
];

const PROTECTED_PLACEHOLDERS: Array<[path: string, title: string]> = [
  [paths.skillMastery.path, 'Skill Mastery'],
];

const placeholder = ([path, title]: [string, string]): RouteObject => ({
  path,
  element: <ComingSoonRoute key={path} title={title} />,
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: paths.auth.path, element: <AuthRoute /> },
      { path: paths.engineers.path, element: <EngineersRoute /> },
      { path: paths.getCertified.path, element: <GetCertifiedRoute /> },
      { path: paths.premiumPlans.path, element: <PremiumPlansRoute /> },
      { path: paths.paymentTest.path, element: <PaymentTestRoute /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessRoute /> },
      { path: paths.unsubscribe.path, element: <UnsubscribeRoute /> },
      ...PUBLIC_PLACEHOLDERS.map(placeholder),
      // The demo pages are still to come; what they demonstrate already works on real projects.
      {
        path: paths.projectPaymentDemo.path,
        element: (
          <ComingSoonRoute title="Project Payment Demo">
            <PaymentDemoCallout />
          </ComingSoonRoute>
        ),
      },
      {
        path: paths.fileFormats.path,
        element: (
          <ComingSoonRoute title="File Formats Guide">
            <FileFormatsCallout />
          </ComingSoonRoute>
        ),
      },
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
          { path: paths.findWork.path, element: <FindWorkRoute /> },
          { path: paths.engineer.path, element: <EngineerRoute /> },
          { path: paths.certification.path, element: <CertificationRoute /> },
          { path: paths.certificationSuccess.path, element: <CertificationSuccessRoute /> },
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
          {
            path: paths.analytics.path,
            element: (
              <RequireRole roles={['admin']}>
                <AnalyticsRoute />
              </RequireRole>
            ),
          },
          ...PROTECTED_PLACEHOLDERS.map(placeholder),
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
