import { useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { paths } from '@/config/paths';
import { ProtectedRoute, RequireRole } from '@/features/auth';

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
import { ContactRoute } from './routes/contact';
import { ConversationsRoute } from './routes/conversations';
import { DashboardRoute } from './routes/dashboard';
import { EngineerRoute } from './routes/engineer';
import { EngineersRoute } from './routes/engineers';
import { FileFormatsRoute } from './routes/file-formats';
import { FileTransferGuideRoute } from './routes/file-transfer-guide';
import { GetCertifiedRoute } from './routes/get-certified';
import { HelpRoute } from './routes/help';
import { HowItWorksRoute } from './routes/how-it-works';
import { LandingRoute } from './routes/landing';
import { MicroInteractionsRoute } from './routes/micro-interactions';
import { NotFoundRoute } from './routes/not-found';
import { PremiumPlansRoute } from './routes/premium-plans';
import { ProfileRoute } from './routes/profile';
import { ProjectPaymentDemoRoute } from './routes/project-payment-demo';
import { FindWorkRoute, PostProjectRoute, ProjectRoute } from './routes/projects';
import { RouteErrorBoundary } from './routes/route-error';
import { SkillMasteryRoute } from './routes/skill-mastery';
import { UnsubscribeRoute } from './routes/unsubscribe';

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
      { path: paths.howItWorks.path, element: <HowItWorksRoute /> },
      { path: paths.fileTransferGuide.path, element: <FileTransferGuideRoute /> },
      { path: paths.microInteractions.path, element: <MicroInteractionsRoute /> },
      { path: paths.help.path, element: <HelpRoute /> },
      { path: paths.contact.path, element: <ContactRoute /> },
      { path: paths.projectPaymentDemo.path, element: <ProjectPaymentDemoRoute /> },
      { path: paths.fileFormats.path, element: <FileFormatsRoute /> },
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
