/**
 * The hard-coded project of /project-payment-demo (spec sections 2, 3, 4 and 9). Nothing here comes from or goes to
 * the server.
 */
import { stageTitle } from '@/lib/disputes';

export type DemoStageStatus = 'paid' | 'in_progress' | 'pending';

export interface DemoStage {
  id: 'down_payment' | 'milestone' | 'final_payment';
  title: string;
  description: string;
  /** Share of the total, in percent. */
  percent: number;
  status: DemoStageStatus;
}

export type DemoFileType = 'requirements' | 'design' | 'revision';

export interface DemoFile {
  id: string;
  name: string;
  type: DemoFileType;
  /** ISO date. */
  date: string;
  format: string;
}

export interface DemoMessage {
  id: string;
  from: 'client' | 'engineer';
  text: string;
  /** ISO date-time. */
  sentAt: string;
}

export interface DemoProject {
  title: string;
  description: string;
  totalAmount: number;
  maxRevisions: number;
  /** Revisions used so far: the counter starts at 1. */
  totalRevisions: number;
  status: 'in_progress';
  currentMilestone: number;
  totalMilestones: number;
  timeline: string;
  client: { name: string; company: string };
  engineer: { name: string; title: string };
}

export const DEMO_PROJECT: DemoProject = {
  title: 'Shaker Kitchen Remodel',
  description: 'Full kitchen of 18 Shaker-style cabinets with an island: CNC-ready DXFs, cut lists and assembly drawings.',
  totalAmount: 2500,
  maxRevisions: 3,
  totalRevisions: 1,
  status: 'in_progress',
  currentMilestone: 1,
  totalMilestones: 3,
  timeline: '3-4 weeks',
  client: { name: 'Sarah Mitchell', company: 'Mitchell Home Renovations' },
  engineer: { name: 'David Chen', title: 'Certified Cabinet Vision Engineer' },
};

/** The 50 / 30 / 20 split of every project (spec section 9), as the demo shows it. */
export const DEMO_STAGES: DemoStage[] = [
  { id: 'down_payment', title: stageTitle('down_payment'), description: 'Paid when the bid is accepted; work starts.', percent: 50, status: 'paid' },
  { id: 'milestone', title: stageTitle('milestone'), description: 'Paid when the client approves the design.', percent: 30, status: 'in_progress' },
  { id: 'final_payment', title: stageTitle('final_payment'), description: 'Paid when the CNC-ready files are delivered.', percent: 20, status: 'pending' },
];

export const DEMO_FILES: DemoFile[] = [
  { id: 'f1', name: 'kitchen-requirements.pdf', type: 'requirements', date: '2026-11-02', format: 'PDF Document' },
  { id: 'f2', name: 'site-measurements.dwg', type: 'requirements', date: '2026-11-02', format: 'AutoCAD Drawing' },
  { id: 'f3', name: 'shaker-kitchen-v1.cvx', type: 'design', date: '2026-11-09', format: 'Cabinet Vision' },
  { id: 'f4', name: 'shaker-kitchen-v2.cvx', type: 'revision', date: '2026-11-14', format: 'Cabinet Vision' },
];

export const DEMO_MESSAGES: DemoMessage[] = [
  { id: 'm1', from: 'client', text: 'Hi David, the site measurements are uploaded. The island needs a 12" overhang.', sentAt: '2026-11-02T15:04:00Z' },
  { id: 'm2', from: 'engineer', text: 'Thanks Sarah! First design is up. I moved the sink base 2" left to clear the window trim.', sentAt: '2026-11-09T17:30:00Z' },
  { id: 'm3', from: 'client', text: 'Looks great. Could the pantry get pull-out shelves instead of fixed ones?', sentAt: '2026-11-12T10:12:00Z' },
];

/** File types the demo upload recognises (spec section 5), by extension. */
export const DEMO_FORMATS: Record<string, string> = {
  pdf: 'PDF Document',
  dwg: 'AutoCAD Drawing',
  dxf: 'DXF Drawing',
  mzp: 'Mozaik Project',
  mz3: 'Mozaik Project',
  mzd: 'Mozaik Project',
  cv: 'Cabinet Vision',
  cvx: 'Cabinet Vision',
  cvp: 'Cabinet Vision',
  cvs: 'Cabinet Vision',
  jpg: 'Image',
  jpeg: 'Image',
  png: 'Image',
  tiff: 'Image',
  bmp: 'Image',
  step: 'STEP Model',
  stp: 'STEP Model',
  iges: 'IGES Model',
  igs: 'IGES Model',
  skp: 'SketchUp Model',
  '3dm': 'Rhino Model',
};

export const UNKNOWN_FORMAT = 'Unknown Format';
