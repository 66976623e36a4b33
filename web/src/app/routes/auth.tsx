import { Navigate, useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths, safeRedirectPath } from '@/config/paths';
import { AuthMarketingPanel, initialSignUpRole, SignInForm, SignUpForm, useUser } from '@/features/auth';

type AuthTab = 'signin' | 'signup';

/** /auth: Sign In and Sign Up tabs; a signed-in user goes on to where they were headed, or the dashboard. */
export function AuthRoute() {
  const { user, isLoading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';

  if (isLoading) return <PageSpinner />;
  if (user) {
    const target = safeRedirectPath(searchParams.get('redirectTo')) ?? paths.dashboard.getHref();
    return <Navigate to={target} replace />;
  }

  const selectTab = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'signup') params.set('tab', 'signup');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  };

  return (
    <div className="bg-gradient-to-b from-slate-100 to-slate-50">
      <title>{tab === 'signup' ? 'Create your account · CabinetWorks' : 'Sign in · CabinetWorks'}</title>
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2 lg:px-8">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {tab === 'signup' ? 'Create your account' : 'Welcome back'}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {tab === 'signup'
              ? 'Join as a client to post projects, or as an engineer to bid on them.'
              : 'Sign in to manage your projects, bids and messages.'}
          </p>
          <Tabs value={tab} onValueChange={selectTab} className="mt-6">
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm initialRole={initialSignUpRole(searchParams.get('role'))} />
            </TabsContent>
          </Tabs>
        </div>
        <AuthMarketingPanel />
      </div>
    </div>
  );
}
