import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { DetailPageSkeleton } from '@/components/ui/loading-state';
import { PageMessage } from '@/components/ui/message';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/errors';

import { useGetEngineerProfileQuery } from '../api/engineers-api';
import { engineerName } from '../utils/display';
import { EngineerProfileView } from './engineer-profile-view';

function EngineerProfileSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading engineer profile"
      header={
        <Card className="flex animate-pulse gap-6 p-8">
          <div className="h-24 w-24 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-6 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-1/4 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
          </div>
        </Card>
      }
    />
  );
}

function EngineerNotFound() {
  return (
    <PageMessage
      icon={UserX}
      title="Engineer Not Found"
      action={
        <Link to={paths.engineers.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Browse engineers
        </Link>
      }
    >
      The engineer profile you're looking for doesn't exist.
    </PageMessage>
  );
}

/** /engineer/{id}: loads the public profile by user id; `review` is shown with it (an admin's application review). */
export function EngineerProfilePage({ userId, review, contact, actions }: { userId: number; review?: ReactNode; contact?: ReactNode; actions?: ReactNode }) {
  const valid = Number.isInteger(userId) && userId > 0;
  const { data, isLoading, isError, error } = useGetEngineerProfileQuery(userId, { skip: !valid });

  if (!valid) return <EngineerNotFound />;
  if (isLoading) return <EngineerProfileSkeleton />;
  if (isError && !data) {
    if (errorStatus(error) === 404) return <EngineerNotFound />;
    return <ErrorState title="We couldn't load this profile" error={error} />;
  }
  if (!data) return <EngineerNotFound />;
  return (
    <>
      <title>{`${engineerName(data.user)} · CabinetWorks`}</title>
      <EngineerProfileView engineer={data} review={review} contact={contact} actions={actions} />
    </>
  );
}
