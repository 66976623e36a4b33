import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, TextAreaField } from '@/components/ui/form-field';
import { TEXT_LIMITS } from '@/config/constants';
import { formatApiError } from '@/lib/errors';

import { useOpenSupportMutation } from '../api/support-api';

/** The first message; a visitor also gives a name and an e-mail address (where an answer goes when they leave). */
export function SupportStartForm({ signedIn }: { signedIn: boolean }) {
  const [open, { isLoading, error }] = useOpenSupportMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void open(signedIn ? { message } : { name, email, message });
  };

  return (
    <Card className="p-5">
      <form onSubmit={submit} className="space-y-4" aria-label="Start a support chat">
        {!signedIn && (
          <>
            <FormField label="Name" value={name} onChange={(event) => setName(event.target.value)} limit={TEXT_LIMITS.contactName} counter="near-limit" required />
            <FormField label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} limit={TEXT_LIMITS.contactEmail} counter="near-limit" required />
          </>
        )}
        <TextAreaField label="How can we help?" value={message} onChange={(event) => setMessage(event.target.value)} limit={TEXT_LIMITS.contactMessage} rows={4} required />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {formatApiError(error)}
          </p>
        ) : null}
        <Button type="submit" disabled={isLoading || !message.trim()}>
          Start chat
        </Button>
      </form>
    </Card>
  );
}
