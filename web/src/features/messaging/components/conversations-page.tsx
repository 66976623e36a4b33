import { ExternalLink, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';
import { fullName } from '@/lib/user-display';

import { useGetDirectConversationsQuery } from '../api/direct-api';
import type { ChatViewer, Conversation } from '../types';
import { conversationItemClass } from '../utils/conversation-item';
import { filterConversations, partnersLabel } from '../utils/conversations';
import { DirectChat } from './direct-chat';
import { DirectConversationList } from './direct-conversation-list';
import { NoConversations } from './no-conversations';
import { ProjectChat } from './project-chat';

export interface ConversationsPageProps {
  viewer: ChatViewer;
  /** One per project the viewer takes part in with someone to talk to. */
  conversations: readonly Conversation[];
  isLoading: boolean;
  error: unknown;
}

/**
 * /conversations: the list with search (direct conversations, then one per project), and the chosen chat beside it.
 * `?dm=<id>` opens a direct conversation ('Contact Engineer' and 'Message' lead there).
 */
export function ConversationsPage({ viewer, conversations, isLoading, error }: ConversationsPageProps) {
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const directs = useGetDirectConversationsQuery();
  const term = search.trim().toLocaleLowerCase();
  const shownDirects = (directs.data ?? []).filter((direct) => fullName({ ...direct.otherMember, username: '' }).toLocaleLowerCase().includes(term));
  const chosenDirect = directs.data?.find((direct) => String(direct.id) === params.get('dm'));
  const shown = filterConversations(conversations, search);
  const chosen = chosenDirect ? undefined : (shown.find((conversation) => conversation.projectId === chosenId) ?? shown[0]);
  const chooseProject = (projectId: number) => {
    setChosenId(projectId);
    if (params.has('dm')) setParams({});
  };

  let body;
  if (isLoading || directs.isLoading) {
    body = <LoadingState label="Loading conversations" className="py-24" />;
  } else if (error) {
    // Direct conversations that fail to load leave the project chats usable: the list just lacks them.
    body = <p className="py-24 text-center text-sm text-red-600">{formatApiError(error)}</p>;
  } else if (conversations.length === 0 && !directs.data?.length) {
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
          <DirectConversationList conversations={shownDirects} chosenId={chosenDirect?.id ?? null} onChoose={(id) => setParams({ dm: String(id) })} />
          {shown.length === 0 && shownDirects.length === 0 ? (
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
                      onClick={() => chooseProject(conversation.projectId)}
                      className={conversationItemClass(selected)}
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
          {chosenDirect ? <DirectChat key={chosenDirect.id} conversation={chosenDirect} viewerId={viewer.id} /> : null}
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
        <p className="mt-1 text-slate-600">Talk with the people you work with: one conversation per project, and direct messages.</p>
      </div>
      {body}
    </div>
  );
}
