import { paths } from '@/config/paths';
import { errorStatus, serverMessage } from '@/lib/errors';
import { isPlanLimitMessage } from '@/lib/plan-limits';
import { formatCount, plural } from '@/lib/plural';

import type { FileVersion, PreflightReport, SheetSize, UploadLimits } from '../types';

const KB = 1024;
const MB = 1024 * 1024;

/** '512 B', '47.1 KB', '12.4 MB' (binary units, as the plan limits count them). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** The extension, lowercase, without the dot; '' for a name without one. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 'side-panel.dxf v2': how buttons and dialogs name one version. */
export const versionLabel = (file: Pick<FileVersion, 'name' | 'version'>): string => `${file.name} v${file.version}`;

/** The first 12 hex digits, enough to compare by eye with a checksum tool's output. */
export function shortHash(sha256: string): string {
  return sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256;
}

/** A file's versions under one name, the newest first. */
export interface FileGroup {
  name: string;
  latest: FileVersion;
  older: FileVersion[];
}

/** Versions grouped by name; the group with the newest upload first. */
export function groupFileVersions(files: readonly FileVersion[]): FileGroup[] {
  const byName = new Map<string, FileVersion[]>();
  const newestUpload = (file: FileVersion) => Date.parse(file.uploadedAt) || 0;
  for (const file of files) {
    const versions = byName.get(file.name);
    if (versions) versions.push(file);
    else byName.set(file.name, [file]);
  }
  return [...byName.entries()]
    .map(([name, versions]) => {
      const [latest, ...older] = [...versions].sort((a, b) => b.version - a.version);
      return { name, latest: latest!, older };
    })
    .sort((a, b) => newestUpload(b.latest) - newestUpload(a.latest));
}

/** The newest version of every file. */
export function latestVersions(files: readonly FileVersion[]): FileVersion[] {
  return groupFileVersions(files).map((group) => group.latest);
}

export const isUnlimited = (limit: number): boolean => limit < 0;

/** '3 of 25 uploads used', '3 uploads used (unlimited)'. */
export function uploadsUsedLabel({ used, uploadsPerProject }: Pick<UploadLimits, 'used' | 'uploadsPerProject'>): string {
  if (isUnlimited(uploadsPerProject)) return `${plural(used, 'upload')} used (unlimited)`;
  return `${formatCount(used)} of ${plural(uploadsPerProject, 'upload')} used`;
}

/** Whether the plan allows no more uploads to this project. */
export function uploadsExhausted({ used, uploadsPerProject }: Pick<UploadLimits, 'used' | 'uploadsPerProject'>): boolean {
  return !isUnlimited(uploadsPerProject) && used >= uploadsPerProject;
}

/** Why a chosen file is not sent at all, checked before uploading; the server checks the same again. */
export type UploadRefusal = { kind: 'format'; message: string; requiredPlan: string | null } | { kind: 'size'; message: string };

export function uploadRefusal(
  file: Pick<File, 'name' | 'size'>,
  limits: Pick<UploadLimits, 'extensions' | 'maxFileMb' | 'plan' | 'upgrades'>,
): UploadRefusal | null {
  const extension = fileExtension(file.name);
  const accepted = limits.extensions.map((entry) => entry.toLowerCase());
  if (!extension || !accepted.includes(extension)) {
    const what = extension ? `.${extension} files are` : 'A file without an extension is';
    const requiredPlan = (extension && limits.upgrades[extension]) || null;
    const wayUp = requiredPlan ? ` The ${planName(requiredPlan)} plan takes them.` : '';
    return { kind: 'format', message: `${what} not accepted on your plan. Accepted: ${accepted.join(', ')}.${wayUp}`, requiredPlan };
  }
  if (!isUnlimited(limits.maxFileMb) && file.size > limits.maxFileMb * MB) {
    return {
      kind: 'size',
      message: `The file is ${formatFileSize(file.size)}; your ${planName(limits.plan)} plan takes files up to ${limits.maxFileMb} MB.`,
    };
  }
  return null;
}

/** A 403 of the uploader's plan: the server's sentence, and for a format the cheapest plan that takes it. */
export interface UploadPlanLimit {
  message: string;
  /** 'professional'; null for a size or count limit. */
  requiredPlan: string | null;
  /** Where to upgrade: a path of this site (/premium-plans). */
  upgradeUrl: string;
}

/** The plan limit a failed upload ran into (`requiredPlan` and `upgradeUrl` beside the message), or null. */
export function uploadPlanLimit(error: unknown): UploadPlanLimit | null {
  const message = serverMessage(error);
  if (errorStatus(error) !== 403 || !message) return null;
  const data = (error as { data?: unknown }).data;
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const requiredPlan = text(body.requiredPlan);
  if (!requiredPlan && !isPlanLimitMessage(message)) return null;
  const url = text(body.upgradeUrl);
  return {
    message,
    requiredPlan,
    // Only a path of this site: the link is followed inside the app.
    upgradeUrl: url && url.startsWith('/') && !url.startsWith('//') ? url : paths.premiumPlans.getHref(),
  };
}

/** 'professional' -> 'Professional'. */
export function planName(plan: string): string {
  return plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : plan;
}

export const isDxf = (file: Pick<FileVersion, 'format'>): boolean => file.format === 'dxf';

/** What the preflight badge says about a .dxf. */
export type PreflightVerdict = 'passed' | 'failed' | 'error' | 'waived' | 'unchecked';

export function preflightVerdict(file: Pick<FileVersion, 'preflight' | 'preflightWaived'>): PreflightVerdict {
  if (!file.preflight) return 'unchecked';
  if (file.preflight.status === 'pass') return 'passed';
  if (file.preflightWaived) return 'waived';
  return file.preflight.status === 'fail' ? 'failed' : 'error';
}

const PREFLIGHT_WORDS: Record<PreflightVerdict, string> = {
  passed: 'Preflight passed',
  failed: 'Preflight failed',
  error: 'Preflight could not read the file',
  waived: 'Preflight waived',
  unchecked: 'Not checked',
};

/**
 * What the final delivery's check says of one chosen DXF, from its stored report: 'Preflight failed (1 open
 * contour) · 3 parts found · 2 sheets of 1220 × 2440 needed'; null for a file that is not a DXF.
 */
export function deliveryCheckLine(file: Pick<FileVersion, 'format' | 'preflight' | 'preflightWaived'>): string | null {
  if (!isDxf(file)) return null;
  const report = file.preflight;
  const verdict = preflightVerdict(file);
  const open = report?.findings.filter((finding) => finding.code === 'open_contour').length ?? 0;
  const openText = verdict !== 'passed' && open > 0 ? ` (${plural(open, 'open contour')})` : '';
  const words = [PREFLIGHT_WORDS[verdict] + openText];
  if (report?.partCount !== undefined && report.status !== 'error') {
    words.push(`${plural(report.partCount, 'part')} found`);
  }
  const nesting = report?.nesting;
  if (nesting) {
    const sheet = `${formatMm(nesting.sheetWidthMm)} × ${formatMm(nesting.sheetLengthMm)}`;
    words.push(`${plural(nesting.sheets, 'sheet')} of ${sheet} needed`);
    if (nesting.unfit > 0) words.push(`${plural(nesting.unfit, 'part')} fit no sheet`);
  }
  return words.join(' · ');
}

/** A failing (or unchecked) DXF the client may still accept. */
export function canWaivePreflight(file: Pick<FileVersion, 'format' | 'preflight' | 'preflightWaived'>): boolean {
  return isDxf(file) && !file.preflightWaived && (file.preflight?.status === 'fail' || file.preflight?.status === 'error');
}

/** '2 errors, 1 warning'; '' when there are neither. */
export function findingCounts({ errorCount, warningCount }: Pick<PreflightReport, 'errorCount' | 'warningCount'>): string {
  const parts: string[] = [];
  if (errorCount > 0) parts.push(plural(errorCount, 'error'));
  if (warningCount > 0) parts.push(plural(warningCount, 'warning'));
  return parts.join(', ');
}

/** A length in millimetres: whole when it is whole, else one decimal ('720', '18.5'). */
export function formatMm(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '?';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Common full sheets, length × width in millimetres; the first is the estimate's default. */
export const SHEET_PRESETS: readonly SheetSize[] = [
  { lengthMm: 2440, widthMm: 1220 },
  { lengthMm: 3050, widthMm: 1220 },
  { lengthMm: 2800, widthMm: 2070 },
];

/** The saw blade's cut between two parts, as the estimate assumes it. */
export const KERF_MM = 4;
