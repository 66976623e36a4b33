import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';

/** Shown when rendering a route throws; the shell itself may be broken, so this stays minimal. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}
