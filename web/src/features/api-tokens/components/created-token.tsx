import { ClipboardCopy } from 'lucide-react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import type { NewApiToken } from '../types';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'The token is on your clipboard.', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying: select the token and copy it.', variant: 'destructive' });
  }
}

/** A token just made, with its text: the only time it is shown. */
export function CreatedToken({ token, onDone }: { token: NewApiToken; onDone: () => void }) {
  return (
    <Alert tone="warning" title={`${token.name} is ready`}>
      <p>Copy it now: for your security it is never shown again. Send it as <code>Authorization: Bearer &lt;token&gt;</code>.</p>
      <code className="mt-2 block rounded bg-white px-2 py-1 font-mono text-xs break-all text-slate-900" aria-label="Your new API token">
        {token.token}
      </code>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy(token.token)}>
          <ClipboardCopy aria-hidden="true" className="h-4 w-4" /> Copy token
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}
