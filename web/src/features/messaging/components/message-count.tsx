import { useGetProjectMessagesQuery } from '../api/messages-api';

/** How many messages of the project the viewer can read (the Messages tab label). */
export function MessageCount({ projectId }: { projectId: number }) {
  const { data } = useGetProjectMessagesQuery(projectId);
  return <>{data?.length ?? 0}</>;
}
