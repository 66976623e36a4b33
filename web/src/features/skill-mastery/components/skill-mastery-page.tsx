import { GraduationCap } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { PageMessage } from '@/components/ui/message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatRating } from '@/lib/engineer-display';

import { SAMPLE_ACTIVITY, SAMPLE_SKILLS } from '../data/sample-data';
import type { MasteryInput } from '../types';
import { deriveMastery, EXPERIENCE_REWARDS } from '../utils/derive-mastery';
import { EXPERIENCE_PER_LEVEL, MAX_LEVEL } from '../utils/levels';
import { certificationSummary, ratingSummary } from '../utils/summary';
import { ActivityList } from './activity-list';
import { BadgeGrid } from './badge-grid';
import { SkillCard } from './skill-card';

/** At most this many activity entries show, newest first. */
const RECENT_ACTIVITY_LIMIT = 20;

const linkClasses = 'font-medium underline hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-600';

function SummaryFigure({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <Card className="min-w-0 p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold break-words text-slate-900">{value}</dd>
      <dd className="mt-1 text-sm text-slate-500">{detail}</dd>
    </Card>
  );
}

/** Why sample data shows: the engineer has earned no experience yet, and how to earn it. */
function SampleNotice({ what }: { what: string }) {
  return (
    <Alert tone="info" title={`Sample ${what}`}>
      You have no completed projects, reviews or certification yet, so these {what} are examples. Earn your own by{' '}
      <Link to={paths.findWork.getHref()} className={linkClasses}>
        finding work
      </Link>{' '}
      and{' '}
      <Link to={paths.certification.getHref()} className={linkClasses}>
        getting certified
      </Link>
      .
    </Alert>
  );
}

export interface SkillMasteryPageProps {
  /** The signed-in engineer's profile, projects, reviews and certification attempts. */
  input: MasteryInput;
}

/**
 * /skill-mastery for an engineer: levels, badges and activity worked out from their own projects, reviews and
 * certification. Only what they have not earned yet is filled with examples, each marked 'Sample'.
 */
export function SkillMasteryPage({ input }: SkillMasteryPageProps) {
  const mastery = useMemo(() => deriveMastery(input), [input]);
  const certification = certificationSummary(input.standing, input.attempts);
  const hasSkills = mastery.skills.length > 0;
  const hasActivity = mastery.activity.length > 0;
  const earnedBadges = mastery.badges.filter((badge) => badge.earnedAt).length;

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Skill Mastery</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Your levels grow with every completed project, every review and your certification. Earn badges along the way.
        </p>
      </header>

      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryFigure label="Total experience" value={`${mastery.totalExperience.toLocaleString('en-US')} XP`} detail={`${earnedBadges} of ${mastery.badges.length} badges earned`} />
        <SummaryFigure
          label="Certification"
          value={certification.label}
          detail={
            certification.certified ? (
              certification.detail
            ) : (
              <Link to={paths.certification.getHref()} className="font-medium text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600">
                {certification.detail}
              </Link>
            )
          }
        />
        <SummaryFigure label="Completed projects" value={String(input.standing.completedProjects)} detail="On CabinetWorks" />
        <SummaryFigure label="Rating" value={input.standing.rating === null ? 'None yet' : `${formatRating(input.standing.rating)} / 5`} detail={ratingSummary(input.standing)} />
      </dl>

      <Tabs defaultValue="skills" className="mt-10">
        <TabsList aria-label="Skill mastery" className="sm:grid-cols-3">
          <TabsTrigger value="skills">Skills Progress</TabsTrigger>
          <TabsTrigger value="badges">Badges &amp; Achievements</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
        </TabsList>

        <TabsContent value="skills" className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">Skills Progress</h2>
          <p className="text-sm text-slate-600">
            +{EXPERIENCE_REWARDS.projectCompletion} XP per completed project, +{EXPERIENCE_REWARDS.perReviewStar} XP per review star and +
            {EXPERIENCE_REWARDS.perCertificationPercent} XP per percent of a passed certification test. Every {EXPERIENCE_PER_LEVEL} XP is a
            level, up to level {MAX_LEVEL}.
          </p>
          {hasSkills ? null : <SampleNotice what="skills" />}
          <div className="grid gap-4 md:grid-cols-2">
            {(hasSkills ? mastery.skills : SAMPLE_SKILLS).map((skill) => (
              <SkillCard key={skill.id} skill={skill} sample={!hasSkills} />
            ))}
          </div>
        </TabsContent>

        <TabsContent value="badges" className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">Badges &amp; Achievements</h2>
          <p className="text-sm text-slate-600">
            {earnedBadges} of {mastery.badges.length} earned.
          </p>
          <BadgeGrid badges={mastery.badges} />
        </TabsContent>

        <TabsContent value="activity" className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">Recent Activity</h2>
          {hasActivity ? null : <SampleNotice what="activities" />}
          <ActivityList entries={hasActivity ? mastery.activity.slice(0, RECENT_ACTIVITY_LIMIT) : SAMPLE_ACTIVITY} sample={!hasActivity} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /skill-mastery for a client or an admin. */
export function SkillMasteryEngineersOnly() {
  return (
    <PageMessage
      icon={GraduationCap}
      title="Skill mastery is for engineers"
      action={
        <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Find Engineers
        </Link>
      }
    >
      Engineers earn skill levels and badges from their completed projects, reviews and certification. Browse the engineers to see who
      fits your project.
    </PageMessage>
  );
}
