import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { PageMessage } from '@/components/ui/message';
import { paths } from '@/config/paths';

/** Spec section 8: 'Project Not Found: The project you're looking for doesn't exist.' (project and payment pages). */
export function ProjectNotFound() {
  return (
    <PageMessage
      icon={FileSearch}
      title="Project Not Found"
      action={
        <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
      }
    >
      The project you're looking for doesn't exist.
    </PageMessage>
  );
}
