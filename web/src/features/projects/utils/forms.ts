import { TEXT_LIMITS } from '@/config/constants';
import { characterCount, lengthError } from '@/lib/text-length';

import type { BudgetRange, CabinetType, Deliverable, MaterialType, NewBid, NewProject, ProjectTimeline } from '../types';

/** Limits of the projects API (services/projects/domain/forms.hpp; the maximum lengths live in TEXT_LIMITS). */
export const PROJECT_LIMITS = {
  titleMin: 5,
  titleMax: TEXT_LIMITS.projectTitle,
  descriptionMin: 20,
  descriptionMax: TEXT_LIMITS.projectDescription,
} as const;
/** amountMin: every payment stage of an accepted bid (50 %, 30 %, the rest) must be at least $1 (kMinimumBidCents). */
export const BID_LIMITS = { amountMin: 5, amountMax: 10_000_000, proposalMax: TEXT_LIMITS.bidProposal, timelineMax: TEXT_LIMITS.bidTimeline } as const;
/** The server's words for a bid under the minimum (services/projects/domain/forms.hpp, kBidBelowMinimum). */
export const BID_BELOW_MINIMUM = 'amount must be at least $5.00 so that every payment stage is at least $1';

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

type RequiredProjectField = 'title' | 'description' | 'cabinetType' | 'budgetRange' | 'timeline' | 'materialType';

export type ProjectFormErrors = Partial<Record<RequiredProjectField, string>>;

/** A refused form: `missing` when a required field is empty (the summary toast), with each field's message inline. */
export type FormCheck<T, E> = { ok: true; value: T } | { ok: false; missing: true; errors?: E } | { ok: false; missing: false; errors: E };

/** What each required field of a project says while it is empty. */
export const PROJECT_REQUIRED_MESSAGES: Record<RequiredProjectField, string> = {
  title: 'Enter a project title',
  description: 'Describe the project',
  cabinetType: 'Choose a cabinet type',
  budgetRange: 'Choose a budget range',
  timeline: 'Choose a timeline',
  materialType: 'Choose a material',
};

/**
 * Spec section 5: every field but deliverables is required (a missing one is marked under the field, and the toast
 * 'Please fill in all required fields' sums it up); lengths follow the server's limits.
 */
export function checkProjectForm(values: ProjectFormValues): FormCheck<NewProject, ProjectFormErrors> {
  const title = values.title.trim();
  const description = values.description.trim();
  const { cabinetType, budgetRange, timeline, materialType } = values;
  if (!title || !description || !cabinetType || !budgetRange || !timeline || !materialType) {
    const given: Record<RequiredProjectField, string> = { title, description, cabinetType, budgetRange, timeline, materialType };
    const missing = (Object.keys(given) as RequiredProjectField[]).filter((field) => !given[field]);
    return { ok: false, missing: true, errors: Object.fromEntries(missing.map((field) => [field, PROJECT_REQUIRED_MESSAGES[field]])) };
  }

  const errors: ProjectFormErrors = {};
  const titleError =
    characterCount(title) < PROJECT_LIMITS.titleMin ? `Title must be at least ${PROJECT_LIMITS.titleMin} characters` : lengthError(title, PROJECT_LIMITS.titleMax);
  if (titleError) errors.title = titleError;
  const descriptionError =
    characterCount(description) < PROJECT_LIMITS.descriptionMin
      ? `Description must be at least ${PROJECT_LIMITS.descriptionMin} characters`
      : lengthError(description, PROJECT_LIMITS.descriptionMax);
  if (descriptionError) errors.description = descriptionError;
  if (Object.keys(errors).length > 0) return { ok: false, missing: false, errors };

  return { ok: true, value: { title, description, cabinetType, budgetRange, timeline, materialType, deliverables: values.deliverables } };
}

export interface BidFormValues {
  amount: string;
  proposal: string;
  timeline: string;
}

export const EMPTY_BID_FORM: BidFormValues = { amount: '', proposal: '', timeline: '' };

export type BidFormErrors = Partial<Record<'amount' | 'proposal' | 'timeline', string>>;

/** Spec section 5: amount (a number), proposal and timeline required, else 'Please fill in all fields'; lengths follow the server's limits. */
export function checkBidForm(projectId: number, values: BidFormValues): FormCheck<NewBid, BidFormErrors> {
  const amountText = values.amount.trim();
  const proposal = values.proposal.trim();
  const timeline = values.timeline.trim();
  if (!amountText || !proposal || !timeline) return { ok: false, missing: true };

  const errors: BidFormErrors = {};
  const amount = Number(amountText);
  const validAmount = Number.isFinite(amount) && amount > 0 && amount <= BID_LIMITS.amountMax && /^\d+(\.\d{1,2})?$/.test(amountText);
  if (!validAmount) errors.amount = 'Enter an amount in dollars above 0 and at most 10,000,000 (up to 2 decimals)';
  else if (amount < BID_LIMITS.amountMin) errors.amount = BID_BELOW_MINIMUM;
  const proposalError = lengthError(proposal, BID_LIMITS.proposalMax);
  if (proposalError) errors.proposal = proposalError;
  const timelineError = lengthError(timeline, BID_LIMITS.timelineMax);
  if (timelineError) errors.timeline = timelineError;
  if (Object.keys(errors).length > 0) return { ok: false, missing: false, errors };
  return { ok: true, value: { projectId, amount, proposal, timeline } };
}
