import { Alert } from '@/components/ui/alert';
import { formatOpening, type SupportStatus } from '@/lib/support-status';

/** What the desk can promise now: a live answer while staffed, otherwise an answer by e-mail. */
export function SupportStatusNote({ status }: { status: SupportStatus | undefined }) {
  if (!status) return null;
  if (status.staffed) {
    return (
      <Alert tone="info" title="We are online">
        Our team usually answers within 2-5 minutes. If you leave, the answer is e-mailed to you.
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title="Support is offline right now">
      Staffed {status.hours}.{status.nextOpenAt ? ` We are back ${formatOpening(status.nextOpenAt)} (your time).` : ''} You can
      still write: we answer by e-mail within 24 hours.
    </Alert>
  );
}
