import { Badge } from '@/components/ui/badge';
import { statusDisplay } from '@/lib/project-status';

/** A project's status badge (the dashboard, the project page, the admin's recent projects); a status the spec does not name gets none. */
export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = statusDisplay(status);
  if (!label) return null;
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
