import { BriefcaseBusiness, MessagesSquare, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { MessageCard } from '@/components/ui/message';
import { paths } from '@/config/paths';

/** What a role can do to start a conversation, and what makes one appear. */
function noConversationsFor(role: string): { text: string; action: ReactNode } {
  if (role === 'engineer') {
    // An engineer finds work: conversations start with the client of a project they bid on.
    return {
      text: 'Once you bid on a project, your conversation with its client appears here.',
      action: (
        <Link to={paths.findWork.getHref()} className={buttonVariants({ variant: 'primary' })}>
          <BriefcaseBusiness aria-hidden="true" className="h-4 w-4" />
          Find Work
        </Link>
      ),
    };
  }
  if (role === 'client') {
    return {
      text: 'Post a project and your conversations with the engineers who bid appear here.',
      action: (
        <div className="flex flex-wrap justify-center gap-2">
          <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
            Post a Project
          </Link>
          <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Find Engineers
          </Link>
        </div>
      ),
    };
  }
  return { text: 'Conversations are between a project’s client and its engineers.', action: null };
}

/** No conversation yet: an engineer is offered Find Work, a client Post a Project and Find Engineers. */
export function NoConversations({ role }: { role: string }) {
  const { text, action } = noConversationsFor(role);
  return (
    <MessageCard icon={MessagesSquare} title="No conversations yet" titleAs="h2" className="py-16" action={action}>
      {text}
    </MessageCard>
  );
}
