import { ArrowRight, FileCheck2, Wallet } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

function TryItLink() {
  return (
    <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'primary' })}>
      Try it on a real project <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/** /project-payment-demo: the demo's payments and revisions work for real on every accepted project. */
export function PaymentDemoCallout() {
  return (
    <Card className="mt-10 w-full space-y-4 p-6 text-left">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet aria-hidden="true" className="h-5 w-5 text-amber-600" /> Milestones on real projects
      </h2>
      <p className="text-sm text-slate-600">
        Every accepted project has three paid stages (50 % down payment, 30 % design approval, 20 % final delivery). The money of a
        stage is held in escrow until the client approves its delivery; the client may ask for changes up to 3 times, and either
        side can open a dispute for an admin to decide.
      </p>
      <TryItLink />
    </Card>
  );
}

/** /file-formats: the checks a real project runs on uploaded files. */
export function FileFormatsCallout() {
  return (
    <Card className="mt-10 w-full space-y-4 p-6 text-left">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileCheck2 aria-hidden="true" className="h-5 w-5 text-amber-600" /> Checked before they reach the CNC
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-600">
        <li>
          <span className="font-medium text-slate-800">DXF preflight:</span> every uploaded .dxf is checked for units, open contours on
          cut layers, duplicate entities and parts larger than the sheet. A final delivery cannot hold a failing DXF unless the client
          waives the check.
        </li>
        <li>
          <span className="font-medium text-slate-800">Cut-list preview:</span> upload a .csv cut list to see its parts, the totals per
          material and an estimate of the full sheets it needs on the sheet size you choose.
        </li>
        <li>Every version keeps its SHA-256, so the client can verify a download arrived intact.</li>
      </ul>
      <p className="text-sm text-slate-600">
        Open a project from your <Link to={paths.dashboard.getHref()} className="font-medium text-amber-700 hover:underline">dashboard</Link>{' '}
        and use its Files tab.
      </p>
      <TryItLink />
    </Card>
  );
}
