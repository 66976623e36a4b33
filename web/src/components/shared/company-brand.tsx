import { UserText } from '@/components/ui/user-text';
import { useGetBrandingQuery } from '@/lib/branding';
import { cn } from '@/lib/cn';

export interface CompanyBrandProps {
  /** The member whose branding shows: a project's client, an engineer. */
  userId: number;
  /** 'sm' on cards, 'lg' beside a page's heading. */
  size?: 'sm' | 'lg';
  className?: string;
}

/**
 * A member's company name and logo (white-label, enterprise), or nothing: while it loads, when they set none, when
 * their plan no longer has it, or when the request fails (the page is whole without it).
 */
export function CompanyBrand({ userId, size = 'sm', className }: CompanyBrandProps) {
  const { data } = useGetBrandingQuery(userId);
  if (!data || (!data.companyName && !data.logoUrl)) return null;
  const large = size === 'lg';
  return (
    <span
      data-testid="company-brand"
      className={cn('inline-flex min-w-0 max-w-full items-center gap-2 font-medium text-slate-700', large ? 'text-base' : 'text-sm', className)}
    >
      {data.logoUrl ? (
        <img
          src={data.logoUrl}
          alt={data.companyName ? '' : 'Company logo'}
          className={cn('shrink-0 rounded object-contain', large ? 'h-10 max-w-[8rem]' : 'h-6 max-w-[5rem]')}
        />
      ) : null}
      {data.companyName ? <UserText className="truncate">{data.companyName}</UserText> : null}
    </span>
  );
}
