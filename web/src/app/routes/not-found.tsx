import { CircleAlert } from 'lucide-react';

export function NotFoundRoute() {
  return (
    <div className="flex w-full flex-1 items-center justify-center px-4 py-24">
      <title>404 Page Not Found · CabinetWorks</title>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <CircleAlert aria-hidden="true" className="h-8 w-8 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
      </div>
    </div>
  );
}
