import type { PendingMessage } from '../../utils/pending-messages';
import { Bubble } from './bubble';

/** A message sent and not answered yet; the server's copy replaces it. */
export function PendingBubble({ message }: { message: PendingMessage }) {
  const header = (
    <>
      You<span aria-hidden="true"> · </span>
      <span>Sending…</span>
    </>
  );
  return <Bubble own pending header={header} content={message.content} />;
}
