import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { LoadingState } from '@/components/ui/loading-state';
import { useGetSupportStatusQuery } from '@/lib/support-status';

import { useGetMySupportQuery, useResumeSupportMutation } from '../api/support-api';
import { SupportChat } from './support-chat';
import { SupportStartForm } from './support-start-form';
import { SupportStatusNote } from './support-status-note';

/** A visitor's e-mail link (?resume=<one-use token>) gives them their cookie back, then the link leaves the address. */
function useResumeFromLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('resume');
  const [resume] = useResumeSupportMutation();
  useEffect(() => {
    if (!token) return;
    void resume(token).finally(() => setParams({}, { replace: true }));
  }, [token, resume, setParams]);
}

/** /support: live chat with the support desk, for members and visitors (issue 30 item 6). */
export function SupportPage({ signedIn }: { signedIn: boolean }) {
  useResumeFromLink();
  const { data: status } = useGetSupportStatusQuery();
  const { data: conversation, isLoading } = useGetMySupportQuery();
  const open = conversation?.status === 'open';

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Live Chat</h1>
        <p className="mt-2 text-slate-600">Ask our support team about projects, payments, verification or your account.</p>
      </div>
      <SupportStatusNote status={status} />
      {isLoading ? (
        <LoadingState label="Loading your conversation" />
      ) : (
        <>
          {conversation && <SupportChat conversation={conversation} visitor={!signedIn} />}
          {!open && <SupportStartForm signedIn={signedIn} />}
        </>
      )}
    </div>
  );
}
