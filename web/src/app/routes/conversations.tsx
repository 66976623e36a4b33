import { useUser } from '@/features/auth';
import { ConversationsPage, type Conversation } from '@/features/messaging';
import { messagingPartners, useGetMyProjectsQuery, type MyProject, type Viewer } from '@/features/projects';

/** One conversation per project of the viewer's with someone to talk to. */
function conversationsOf(projects: readonly MyProject[], viewer: Viewer): Conversation[] {
  return projects
    .map((project) => ({ projectId: project.id, projectTitle: project.title, partners: messagingPartners(project, viewer, project.bids) }))
    .filter((conversation) => conversation.partners.length > 0);
}

/** /conversations: the viewer's projects (projects feature) become conversations (messaging feature). */
export function ConversationsRoute() {
  const { user } = useUser();
  const { data: projects, isLoading, error } = useGetMyProjectsQuery(undefined, { skip: !user });
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Messages · CabinetWorks</title>
      <ConversationsPage viewer={user} conversations={conversationsOf(projects ?? [], user)} isLoading={isLoading} error={error} />
    </>
  );
}
