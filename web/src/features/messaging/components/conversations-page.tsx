import { BriefcaseBusiness, ExternalLink, MessagesSquare, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatApiError } from '@/lib/errors';

import type { ChatViewer, Conversation } from '../types';
import { filterConversations, partnersLabel } from '../utils/conversations';
import { ProjectChat } from './project-chat';

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
function NoConversations({ role }: { role: string }) {
  const { text, action } = noConversationsFor(role);
  return (
    <MessageCard icon={MessagesSquare} title="No conversations yet" titleAs="h2" className="py-16" action={action}>
      {text}
    </MessageCard>
  );
}

export interface ConversationsPageProps {
  viewer: ChatViewer;
  /** One per project the viewer takes part in with someone to talk to. */
  conversations: readonly Conversation[];
  isLoading: boolean;
  error: unknown;
}

/** /conversations: the list with search, and the chat of the chosen project beside it. */
export function ConversationsPage({ viewer, conversations, isLoading, error }: ConversationsPageProps) {
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shown = filterConversations(conversations, search);
  const chosen = shown.find((conversation) => conversation.projectId === chosenId) ?? shown[0];

  let body;
  if (isLoading) {
    body = <LoadingState label="Loading conversations" className="py-24" />;
  } else if (error) {
    body = <p className="py-24 text-center text-sm text-red-600">{formatApiError(error)}</p>;
  } else if (conversations.length === 0) {
    body = <NoConversations role={viewer.role} />;
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex min-w-0 flex-col overflow-hidden">
          <div className="border-b border-slate-100 p-4">
            <div className="relative">
              <FormField
                label="Search conversations"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Project or name"
                className="[&_input]:pl-9"
              />
              <Search aria-hidden="true" className="pointer-events-none absolute bottom-3.5 left-3 h-4 w-4 text-slate-400" />
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="p-6 text-center text-sm wrap-anywhere text-slate-600">
              No conversations match “<UserText>{search.trim()}</UserText>”.
            </p>
          ) : (
            <ul aria-label="Conversations" className="divide-y divide-slate-100 overflow-y-auto">
              {shown.map((conversation) => {
                const selected = conversation.projectId === chosen?.projectId;
                return (
                  <li key={conversation.projectId}>
                    <button
                      type="button"
                      aria-current={selected ? 'true' : undefined}
                      onClick={() => setChosenId(conversation.projectId)}
                      className={cn(
                        'block w-full px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-600',
                        selected ? 'bg-amber-50' : 'hover:bg-slate-50',
                      )}
                    >
                      <UserText truncate className="font-medium text-slate-900">
                        {conversation.projectTitle}
                      </UserText>
                      <UserText truncate className="text-sm text-slate-600">
                        {partnersLabel(conversation)}
                      </UserText>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <div className="min-w-0 lg:col-span-2">
          {chosen ? (
            <ProjectChat
              key={chosen.projectId}
              projectId={chosen.projectId}
              viewerId={viewer.id}
              partners={chosen.partners}
              subtitle={chosen.projectTitle}
              actions={
                <Link to={paths.project.getHref(chosen.projectId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  View Project
                </Link>
              }
            />
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Messages</h1>
        <p className="mt-1 text-slate-600">Talk with the people you work with, one conversation per project.</p>
      </div>
      {body}
    </div>
  );
}
