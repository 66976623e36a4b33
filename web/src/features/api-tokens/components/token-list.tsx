import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { formatTimestamp } from '@/lib/date-time';

import { useRevokeApiTokenMutation } from '../api/api-tokens-api';
import type { ApiToken } from '../types';

function RevokeButton({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const [revoke, { isLoading }] = useRevokeApiTokenMutation();
  const confirm = useSubmitWithToast((id: number) => revoke(id), {
    failureTitle: 'Token Not Revoked',
    success: { title: 'Token revoked', description: `${token.name} no longer works.`, variant: 'success' },
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      }
      title={`Revoke ${token.name}?`}
      description="Every tool that uses this token loses access at once. This cannot be undone."
      confirmLabel="Revoke token"
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => void confirm(token.id)}
      busy={isLoading}
    />
  );
}

/** The member's live tokens: name, scope, the first characters, when made and last used, and a revoke button. */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  if (tokens.length === 0) return <p className="text-sm text-slate-600">You have no API tokens yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your API tokens">
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <div className="min-w-0 text-sm">
            <p className="font-medium wrap-anywhere text-slate-900">{token.name}</p>
            <p className="text-slate-600">
              <code className="rounded bg-slate-100 px-1">{token.prefix}…</code> · {token.scope === 'read' ? 'Read only' : 'Read and write'} · created{' '}
              {formatTimestamp(token.createdAt)} · {token.lastUsedAt ? `last used ${formatTimestamp(token.lastUsedAt)}` : 'never used'}
            </p>
          </div>
          <RevokeButton token={token} />
        </li>
      ))}
    </ul>
  );
}
