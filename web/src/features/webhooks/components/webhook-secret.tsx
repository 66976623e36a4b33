import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import type { CreatedWebhook } from '../types';

/** The new endpoint's signing secret, shown this once with a copy button: the server never returns it again. */
export function WebhookSecret({ endpoint, onDone }: { endpoint: CreatedWebhook; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(endpoint.secret);
    setCopied(true);
  };
  return (
    <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-semibold">Endpoint added. Copy its signing secret now: it will not be shown again.</p>
      <p className="break-all">{endpoint.url}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code aria-label="Signing secret" className="min-w-0 flex-1 rounded-md bg-white px-3 py-2 font-mono text-xs break-all">
          {endpoint.secret}
        </code>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
