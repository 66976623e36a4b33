import { ClipboardCopy } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { toast } from '@/components/ui/toast';

import { shortHash } from '../../utils/files';

async function copyHash(sha256: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(sha256);
    toast({ title: 'Copied', description: 'SHA-256 copied to clipboard', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: `Your browser did not allow copying. The SHA-256 is ${sha256}.`, variant: 'destructive' });
  }
}

/**
 * A version's SHA-256, shortened, with a copy button and the full value on demand: the file transfer guide asks the
 * client to compare it with the downloaded file's checksum.
 */
export function FileHash({ sha256, fileLabel }: { sha256: string; fileLabel: string }) {
  return (
    <div className="min-w-0 text-xs text-slate-600">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>
          SHA-256{' '}
          <code title={sha256} className="rounded bg-slate-100 px-1 py-0.5 text-slate-800">
            {shortHash(sha256)}
          </code>
        </span>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => void copyHash(sha256)} aria-label={`Copy SHA-256 of ${fileLabel}`}>
          <ClipboardCopy aria-hidden="true" className="h-3.5 w-3.5" /> Copy
        </Button>
      </div>
      <Disclosure label="Full hash" ariaLabel={`Full SHA-256 of ${fileLabel}`} className="mt-1">
        <code className="block rounded bg-slate-100 px-2 py-1 break-all text-slate-800">{sha256}</code>
      </Disclosure>
    </div>
  );
}
