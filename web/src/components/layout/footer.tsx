import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { BRAND_NAME, CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF, SUPPORTED_SOFTWARE } from '@/config/constants';
import { paths } from '@/config/paths';

const PLATFORM_LINKS = [
  { label: 'Find Engineers', to: paths.engineers.getHref() },
  { label: 'Post a Project', to: paths.postProject.getHref() },
  { label: 'How It Works', to: paths.howItWorks.getHref() },
  { label: 'Premium Plans', to: paths.premiumPlans.getHref() },
  { label: 'Get Certified', to: paths.getCertified.getHref() },
] as const;

const SUPPORT_LINKS = [
  { label: 'Help Center', to: paths.help.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
  { label: 'File Formats Guide', to: paths.fileFormats.getHref() },
  { label: 'File Transfer Guide', to: paths.fileTransferGuide.getHref() },
] as const;

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
  { label: 'Cookie Policy', to: paths.cookies.getHref() },
] as const;

const linkClasses = 'text-sm text-slate-400 transition-colors hover:text-amber-400';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-4">
            <Link to={paths.home.getHref()} className="text-xl font-bold tracking-tight text-white">
              Cabinet<span className="text-amber-500">Works</span>
            </Link>
            <p className="max-w-xs text-sm text-slate-400">
              The marketplace for cabinet engineering: certified engineers deliver CNC-ready drawings, cut-lists and
              assembly documentation.
            </p>
          </div>

          <nav aria-labelledby="footer-platform">
            <h2 id="footer-platform" className="text-sm font-semibold tracking-wide text-white uppercase">
              Platform
            </h2>
            <ul className="mt-4 space-y-2.5">
              {PLATFORM_LINKS.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} className={linkClasses}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-support">
            <h2 id="footer-support" className="text-sm font-semibold tracking-wide text-white uppercase">
              Support
            </h2>
            <ul className="mt-4 space-y-2.5">
              {SUPPORT_LINKS.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} className={linkClasses}>
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.support.getHref()} className={linkClasses}>
                  Live Chat
                </Link>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex items-center gap-2 text-slate-400 hover:text-amber-400">
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {CONTACT_EMAIL}
                </a>
              </li>
              <li>
                <a href={CONTACT_PHONE_HREF} className="inline-flex items-center gap-2 text-slate-400 hover:text-amber-400">
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  {CONTACT_PHONE}
                </a>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-12 border-t border-slate-800 pt-8">
          <h2 className="text-xs font-semibold tracking-widest text-slate-400 uppercase">Supported Software</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {SUPPORTED_SOFTWARE.map((name) => (
              <li key={name} className="rounded-full border border-slate-800 bg-slate-900 px-3 py-1 text-sm text-slate-300">
                {name}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-8 flex flex-col gap-4 border-t border-slate-800 pt-8 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {BRAND_NAME}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className="hover:text-amber-400">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
