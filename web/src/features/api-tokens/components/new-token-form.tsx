import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useCreateApiTokenMutation } from '../api/api-tokens-api';
import type { NewApiToken, TokenScope } from '../types';

const SCOPES = [
  { value: 'read', label: 'Read: look up projects, bids, messages and payments' },
  { value: 'read_write', label: 'Read and write: everything you can do on the site' },
] as const;

/** Names and scopes a new token; the created token (with its text) goes to onCreated. */
export function NewTokenForm({ onCreated }: { onCreated: (token: NewApiToken) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [create, { isLoading }] = useCreateApiTokenMutation();
  const submit = useSubmitWithToast((input: { name: string; scope: TokenScope }) => create(input), {
    failureTitle: 'Token Not Created',
    onSuccess: (token) => {
      setName('');
      onCreated(token);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name, scope });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label="Token name" value={name} onChange={(event) => setName(event.target.value)} limit={60} counter="near-limit" placeholder="Shop ERP" required />
      <SelectField label="Scope" value={scope} onChange={(event) => setScope(event.target.value as TokenScope)} options={SCOPES} />
      <BusyButton type="submit" icon={KeyRound} busy={isLoading} busyLabel="Creating token">
        Create token
      </BusyButton>
    </form>
  );
}
