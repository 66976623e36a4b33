import { CookiePolicy, PrivacyPolicy, TermsOfService } from '@/features/marketing';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy Policy · CabinetWorks</title>
      <PrivacyPolicy />
    </>
  );
}

export function TermsRoute() {
  return (
    <>
      <title>Terms of Service · CabinetWorks</title>
      <TermsOfService />
    </>
  );
}

export function CookiesRoute() {
  return (
    <>
      <title>Cookie Policy · CabinetWorks</title>
      <CookiePolicy />
    </>
  );
}
