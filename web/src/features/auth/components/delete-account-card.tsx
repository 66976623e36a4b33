import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorStatus, formatApiError } from '@/lib/errors';
import type { AppThunkDispatch } from '@/lib/store-types';

import { clearSession, useDeleteAccountMutation } from '../api/auth-api';

/** What the member types to show they mean it. */
export const DELETE_CONFIRMATION_PHRASE = 'delete my account';

/**
 * /profile's danger zone: a member deletes their account with their password and the confirmation phrase. Refused
 * (409) while a project of theirs is in progress; the refusal is shown in the card, where they read what to do.
 */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppThunkDispatch>();
  const confirmed = phrase.trim().toLowerCase() === DELETE_CONFIRMATION_PHRASE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || !password) return;
    setRefusal(null);
    try {
      await deleteAccount({ password }).unwrap();
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409 || status === 403) setRefusal(formatApiError(error));
      else toast({ title: 'Account Not Deleted', description: formatApiError(error), variant: 'destructive' });
      return;
    }
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    dispatch(clearSession());
    toast({ title: 'Account Deleted', description: 'Your account and personal data have been deleted.' });
  };

  return (
    <Panel
      region
      title="Danger zone"
      icon={<AlertTriangle aria-hidden="true" className="h-5 w-5 text-red-600" />}
      className="border-red-200"
      description={
        <>
          Deleting your account signs you out everywhere, revokes your API tokens and erases your personal data in
          every part of CabinetWorks. Payment records are kept, as the law requires. Download your data first if you
          want a copy. It cannot be undone. See the <Link to={paths.privacy.getHref()} className="underline">Privacy Policy</Link>.
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Delete account">
        {refusal ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        ) : null}
        <FormField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField
          label={`Type "${DELETE_CONFIRMATION_PHRASE}" to confirm`}
          name="confirmation"
          autoComplete="off"
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
        />
        <BusyButton
          type="submit"
          variant="destructive"
          icon={Trash2}
          busy={isLoading}
          busyLabel="Deleting your account"
          disabled={!confirmed || !password}
        >
          Delete my account
        </BusyButton>
      </form>
    </Panel>
  );
}
