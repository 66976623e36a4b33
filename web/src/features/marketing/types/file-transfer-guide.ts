/** The shape of the /file-transfer-guide content: tabs of titled sections made of a few kinds of block. */
import type { LucideIcon } from 'lucide-react';

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] }
  /** Terms and what they mean, e.g. a file type and what it holds. */
  | { kind: 'definitions'; items: Array<{ term: string; detail: string }> }
  | { kind: 'code'; label: string; code: string };

export interface GuideSection {
  title: string;
  blocks: GuideBlock[];
}

export type GuideTabId = 'overview' | 'preparation' | 'transfer' | 'verification' | 'cnc-setup' | 'troubleshooting';

export interface GuideTab {
  id: GuideTabId;
  label: string;
  icon: LucideIcon;
  /** The h2 of the tab's panel. */
  title: string;
  summary: string;
  sections: GuideSection[];
}
