import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';
import { planRequired } from '@/lib/plan-required';

import { useStartDirectConversationMutation } from '../api/direct-api';

export interface ContactButtonProps {
  /** The member to talk to (their user id). */
  recipientId: number;
  /** 'Contact Engineer' on a profile, 'Message' on a project. */
  label: string;
  className?: string;
}

/**
 * Opens the direct conversation with the member (started now, or the one the pair has) in /conversations. A starter
 * plan's refusal shows the upgrade prompt in place; any other refusal (blocked) its words.
 */
export function ContactButton({ recipientId, label, className }: ContactButtonProps) {
  const navigate = useNavigate();
  const [start, { isLoading, error }] = useStartDirectConversationMutation();
  const required = planRequired(error);
  const open = async () => {
    const result = await start({ recipientId });
    if (result.data) void navigate(`${paths.conversations.getHref()}?dm=${result.data.id}`);
  };
  return (
    <div className="space-y-3">
      <Button variant="primary" className={className} disabled={isLoading} onClick={() => void open()}>
        <MessageSquare aria-hidden="true" className="h-4 w-4" /> {label}
      </Button>
      {required ? <UpgradePrompt required={required} /> : null}
      {error && !required ? (
        <p role="alert" className="text-sm text-red-600">
          {formatApiError(error)}
        </p>
      ) : null}
    </div>
  );
}
