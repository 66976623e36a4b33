import type { BudgetRange, CabinetType, Deliverable, MaterialType, NewBid, NewProject, ProjectTimeline } from '../types';

/** Limits of the projects API (docs/dev-contract.md). */
export const PROJECT_LIMITS = { titleMin: 5, titleMax: 120, descriptionMin: 20, descriptionMax: 5000 } as const;
export const BID_LIMITS = { amountMax: 10_000_000, proposalMax: 5000, timelineMax: 100 } as const;

export interface ProjectFormValues {
  title: string;
  description: string;
  cabinetType: CabinetType | '';
  budgetRange: BudgetRange | '';
  timeline: ProjectTimeline | '';
  materialType: MaterialType | '';
  deliverables: Deliverable[];
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  cabinetType: '',
  budgetRange: '',
  timeline: '',
  materialType: '',
  deliverables: [],
};

export type ProjectFormErrors = Partial<Record<'title' | 'description', string>>;

export type FormCheck<T, E> = { ok: true; value: T } | { ok: false; missing: true } | { ok: false; missing: false; errors: E };

/**
 * Spec section 5: every field but deliverables is required (a missing one gives the toast
 * 'Please fill in all required fields'); lengths follow the server's limits.
 */
export function checkProjectForm(values: ProjectFormValues): FormCheck<NewProject, ProjectFormErrors> {
  const title = values.title.trim();
  const description = values.description.trim();
  const { cabinetType, budgetRange, timeline, materialType } = values;
  if (!title || !description || !cabinetType || !budgetRange || !timeline || !materialType) return { ok: false, missing: true };

  const errors: ProjectFormErrors = {};
  if (title.length < PROJECT_LIMITS.titleMin || title.length > PROJECT_LIMITS.titleMax) {
    errors.title = `Title must be ${PROJECT_LIMITS.titleMin} to ${PROJECT_LIMITS.titleMax} characters`;
  }
  if (description.length < PROJECT_LIMITS.descriptionMin || description.length > PROJECT_LIMITS.descriptionMax) {
    errors.description = `Description must be ${PROJECT_LIMITS.descriptionMin} to ${PROJECT_LIMITS.descriptionMax} characters`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, missing: false, errors };

  return { ok: true, value: { title, description, cabinetType, budgetRange, timeline, materialType, deliverables: values.deliverables } };
}

export interface BidFormValues {
  amount: string;
  proposal: string;
  timeline: string;
}

export const EMPTY_BID_FORM: BidFormValues = { amount: '', proposal: '', timeline: '' };

export type BidFormErrors = Partial<Record<'amount', string>>;

/** Spec section 5: amount (a number), proposal and timeline required, else 'Please fill in all fields'. */
export function checkBidForm(projectId: number, values: BidFormValues): FormCheck<NewBid, BidFormErrors> {
  const amountText = values.amount.trim();
  const proposal = values.proposal.trim();
  const timeline = values.timeline.trim();
  if (!amountText || !proposal || !timeline) return { ok: false, missing: true };

  const amount = Number(amountText);
  const validAmount = Number.isFinite(amount) && amount > 0 && amount <= BID_LIMITS.amountMax && /^\d+(\.\d{1,2})?$/.test(amountText);
  if (!validAmount) {
    return { ok: false, missing: false, errors: { amount: 'Enter an amount in dollars above 0 and at most 10,000,000 (up to 2 decimals)' } };
  }
  return { ok: true, value: { projectId, amount, proposal, timeline } };
}
