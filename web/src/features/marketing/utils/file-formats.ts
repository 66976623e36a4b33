import { CUT_LIST_FORMAT, FORMAT_CATEGORIES, FORMAT_INFO, type FormatCategory, type FormatCategoryId } from '../data/file-formats';

/** What /file-formats needs of a plan of GET /api/plans (the billing feature's Plan has this shape). */
export interface FormatPlan {
  id: string;
  name: string;
  limits: {
    /** -1: unlimited. */
    uploadsPerProject: number;
    maxFileSizeMb: number;
    /** Format ids, e.g. 'dwg', 'mozaik'. */
    fileFormats: string[];
  };
}

export interface ListedFormat {
  id: string;
  name: string;
  description: string;
  /** The names of the plans that allow it, cheapest first. */
  planNames: string[];
}

export interface ListedCategory {
  category: FormatCategory;
  formats: ListedFormat[];
}

/**
 * Every format any plan allows (plus CSV cut lists, on every plan), grouped by category in page order, each with the
 * plans that allow it; empty categories are left out. A format the page has no copy for goes to 'Other formats' under
 * its upper-case id.
 */
export function listFormatsByCategory(plans: readonly FormatPlan[]): ListedCategory[] {
  if (plans.length === 0) return [];
  const planFormats = plans.map((plan) => new Set(plan.limits.fileFormats.map((format) => format.toLowerCase())));
  const ids = [...new Set(planFormats.flatMap((formats) => [...formats]))];

  const listed: Array<{ category: FormatCategoryId; format: ListedFormat }> = ids.map((id) => {
    const info = FORMAT_INFO[id];
    const planNames = plans.filter((_plan, index) => planFormats[index]!.has(id)).map((plan) => plan.name);
    return {
      category: info?.category ?? 'other',
      format: { id, name: info?.name ?? id.toUpperCase(), description: info?.description ?? '', planNames },
    };
  });
  if (!ids.includes(CUT_LIST_FORMAT.id)) {
    const { id, name, description, category } = CUT_LIST_FORMAT;
    listed.push({ category, format: { id, name, description, planNames: plans.map((plan) => plan.name) } });
  }

  return FORMAT_CATEGORIES.map((category) => ({
    category,
    formats: listed.filter((entry) => entry.category === category.id).map((entry) => entry.format),
  })).filter(({ formats }) => formats.length > 0);
}

/** 'All plans', 'Professional and Enterprise', 'Enterprise only'. */
export function planAvailabilityLabel(planNames: readonly string[], planCount: number): string {
  if (planNames.length === 0) return 'No plan';
  if (planCount > 1 && planNames.length === planCount) return 'All plans';
  if (planNames.length === 1) return `${planNames[0]} only`;
  return `${planNames.slice(0, -1).join(', ')} and ${planNames[planNames.length - 1]}`;
}

/** 'Up to 10 MB per file'. */
export const fileSizeLabel = (plan: FormatPlan): string =>
  plan.limits.maxFileSizeMb < 0 ? 'No file size limit' : `Up to ${plan.limits.maxFileSizeMb.toLocaleString('en-US')} MB per file`;

/** '5 uploads per project', 'Unlimited uploads per project'. */
export function uploadsLabel(plan: FormatPlan): string {
  const limit = plan.limits.uploadsPerProject;
  if (limit < 0) return 'Unlimited uploads per project';
  return `${limit.toLocaleString('en-US')} ${limit === 1 ? 'upload' : 'uploads'} per project`;
}

/** '4 formats', '1 format'. */
export const formatCountLabel = (plan: FormatPlan): string =>
  `${plan.limits.fileFormats.length} ${plan.limits.fileFormats.length === 1 ? 'file format' : 'file formats'}`;
