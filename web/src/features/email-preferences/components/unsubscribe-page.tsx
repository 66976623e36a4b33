import { MailCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { PageMessage } from '@/components/ui/message';
import { paths } from '@/config/paths';
import { errorStatus, formatApiError, serverMessage } from '@/lib/errors';

import { useUnsubscribeMutation } from '../api/email-preferences-api';
import { unsubscribedSentence } from '../utils/kinds';

const INVALID_LINK = 'This unsubscribe link is not valid';

function ManageSettingsLink({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  return (
    <Link to={paths.profile.getHref()} className={buttonVariants({ variant })}>
      Manage your email settings
    </Link>
  );
}

/**
 * /unsubscribe?token=… (public), the link in every e-mail. Nothing is sent until the reader presses Unsubscribe:
 * mail scanners open links, and opening one must not unsubscribe anybody.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  if (!token || errorStatus(error) === 400) {
    // The server words why a token is refused (not valid, or expired); a link without one is not valid either.
    const title = (error && serverMessage(error)) || INVALID_LINK;
    return (
      <PageMessage icon={MailX} title={title} action={<ManageSettingsLink />}>
        The link may be incomplete, changed or too old. You can still turn e-mails off in your profile's email settings
        once you are signed in.
      </PageMessage>
    );
  }

  if (data) {
    return (
      <PageMessage icon={MailCheck} title="You are unsubscribed" action={<ManageSettingsLink variant="primary" />}>
        {unsubscribedSentence(data.unsubscribed)} You can turn e-mails back on in your profile's email settings.
      </PageMessage>
    );
  }

  return (
    <PageMessage
      title="Unsubscribe from CabinetWorks e-mails"
      action={
        <div className="flex flex-col items-center gap-4">
          {error ? (
            <Alert className="text-left" title="We couldn't unsubscribe you">
              {formatApiError(error)}
            </Alert>
          ) : null}
          <BusyButton busy={isLoading} busyLabel="Unsubscribing" onClick={() => void unsubscribe(token)}>
            Unsubscribe
          </BusyButton>
        </div>
      }
    >
      Press Unsubscribe and we will stop sending you the e-mails this link came with.
    </PageMessage>
  );
}
