import { useMemo } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/loading-state';
import { useUser } from '@/features/auth';
import { useGetAttemptsQuery } from '@/features/certification';
import { useGetEngineerReviewsQuery, useGetMyEngineerProfileQuery } from '@/features/engineers';
import { useGetMyProjectsQuery } from '@/features/projects';
import { SkillMasteryEngineersOnly, SkillMasteryPage, type MasteryInput } from '@/features/skill-mastery';

/** The engineer's profile, projects, reviews and certification attempts, from the features that own them. */
function EngineerSkillMastery({ engineerId }: { engineerId: number }) {
  const profile = useGetMyEngineerProfileQuery();
  const projects = useGetMyProjectsQuery();
  const reviews = useGetEngineerReviewsQuery(engineerId);
  const attempts = useGetAttemptsQuery();
  const queries = [profile, projects, reviews, attempts];

  const input = useMemo<MasteryInput | null>(
    () =>
      profile.data && projects.data && reviews.data && attempts.data
        ? {
            engineerId,
            // The engineer always gets their own rating (issue 29 item 6), null without reviews; the defaults only
            // satisfy the type.
            standing: { ...profile.data, rating: profile.data.rating ?? null, reviewCount: profile.data.reviewCount ?? 0 },
            projects: projects.data,
            reviews: reviews.data,
            attempts: attempts.data,
          }
        : null,
    [engineerId, profile.data, projects.data, reviews.data, attempts.data],
  );

  if (input) return <SkillMasteryPage input={input} />;
  const failed = queries.find((query) => query.isError && !query.data);
  if (failed) {
    return (
      <ErrorState
        title="We couldn't load your skill mastery"
        error={failed.error}
        onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  }
  return <PageSpinner label="Loading your skill mastery" />;
}

/** /skill-mastery: an engineer's levels come from their real record; others learn it is for engineers. */
export function SkillMasteryRoute() {
  const { user } = useUser();
  if (!user) return null; // ProtectedRoute renders this only with a user.
  return (
    <>
      <title>Skill Mastery · CabinetWorks</title>
      {user.role === 'engineer' ? <EngineerSkillMastery engineerId={user.id} /> : <SkillMasteryEngineersOnly />}
    </>
  );
}
