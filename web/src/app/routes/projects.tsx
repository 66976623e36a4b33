import { useParams } from 'react-router';

import { PageSpinner } from '@/components/ui/loading-state';
import { useUser } from '@/features/auth';
import { ProjectPaymentsCard, usePaidStages } from '@/features/billing';
import { OwnVerificationNotice, useGetMyEngineerProfileQuery } from '@/features/engineers';
import { ContactButton, MessageCount, ProjectChat } from '@/features/messaging';
import { FindWork, PaidStagesContext, PostProjectPage, ProjectDetailPage, type ProjectMessaging } from '@/features/projects';

/** The project page's Messages tab, and a verified engineer's 'Message' to the client, come from the messaging feature. */
const PROJECT_MESSAGING: ProjectMessaging = { MessageCount, ProjectChat, ContactButton };

export function PostProjectRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Post a Project · CabinetWorks</title>
      <PostProjectPage viewer={user} />
    </>
  );
}

/**
 * /project/{id}: an engineer's verification (from their engineer profile) decides whether they may bid; the
 * Payments card, and which stages it says are paid (the Milestones card reads them through PaidStagesContext), come
 * from the billing feature.
 */
export function ProjectRoute() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const isEngineer = user?.role === 'engineer';
  const { data: profile, isLoading } = useGetMyEngineerProfileQuery(undefined, { skip: !isEngineer });
  if (!user) return null; // ProtectedRoute renders this only with a user.
  if (isEngineer && isLoading) return <PageSpinner label="Loading project" />;

  const projectId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const engineerVerified = Boolean(profile && (profile.isVerified || profile.certificationStatus === 'certified'));
  return (
    <>
      <title>Project Details · CabinetWorks</title>
      <PaidStagesContext value={usePaidStages}>
        <ProjectDetailPage
          key={id}
          projectId={projectId}
          viewer={user}
          engineerVerified={engineerVerified}
          engineerStanding={profile}
          messaging={PROJECT_MESSAGING}
          payments={ProjectPaymentsCard}
        />
      </PaidStagesContext>
    </>
  );
}

/** /projects: an engineer not verified yet sees the way to verification above the open projects. */
export function FindWorkRoute() {
  const { user } = useUser();
  return (
    <>
      <title>Find Work · CabinetWorks</title>
      <FindWork notice={user?.role === 'engineer' ? <OwnVerificationNotice /> : null} invitations={user?.role === 'engineer'} />
    </>
  );
}
