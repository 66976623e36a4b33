/**
 * GET /api/platform-figures (services/analytics/openapi.yaml): what CabinetWorks may honestly say of itself. Counts
 * are "at least" (rounded down), each figure null when there is too little behind it.
 */
export interface PlatformFigures {
  projectsPosted: number | null;
  verifiedEngineers: number | null;
  /** Reviews of 4 stars or more, percent rounded down (10 reviews at least). */
  satisfactionPercent: number | null;
  /** Median whole days from the accepted bid to completion, rounded up (5 completed projects at least). */
  medianDeliveryDays: number | null;
}
