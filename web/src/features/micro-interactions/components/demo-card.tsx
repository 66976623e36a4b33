import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

/** One demo widget: its name, what it shows, and the widget. */
export function DemoCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </Card>
  );
}
