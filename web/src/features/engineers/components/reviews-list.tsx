import { MessageSquareText } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { formatShortDate } from '@/lib/date-time';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { formatApiError } from '@/lib/errors';
import { planRequired } from '@/lib/plan-required';
import { fullName } from '@/lib/user-display';

import { useGetEngineerReviewsQuery } from '../api/engineers-api';
import { RATINGS_REQUIRED } from '../utils/plan';
import { StarRating } from './star-rating';

export function ReviewsList({ userId }: { userId: number }) {
  const { data: reviews, isLoading, isError, error } = useGetEngineerReviewsQuery(userId);

  if (isLoading) return <Spinner label="Loading reviews" />;
  const refusal = planRequired(error);
  if (refusal) return <UpgradePrompt required={{ ...refusal, message: RATINGS_REQUIRED.message }} />;
  if (isError) return <p className="text-sm text-red-600">{formatApiError(error)}</p>;
  if (!reviews || reviews.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <MessageSquareText aria-hidden="true" className="h-4 w-4" />
        No reviews yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StarRating rating={review.rating} />
            <time dateTime={review.createdAt} className="text-xs text-slate-500">
              {formatShortDate(review.createdAt)}
            </time>
          </div>
          <UserText as="p" multiline className="mt-2 text-sm text-slate-700">
            {review.comment}
          </UserText>
          <UserText as="p" className="mt-1 text-xs font-medium text-slate-500">
            {fullName({ username: 'Client', firstName: review.reviewer.firstName, lastName: review.reviewer.lastName })}
          </UserText>
        </li>
      ))}
    </ul>
  );
}
