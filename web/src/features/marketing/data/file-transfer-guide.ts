/**
 * Static content of /file-transfer-guide (spec section 2): six tabs of guidance on getting engineering files from the
 * engineer to the client's CNC intact. The checksum advice matches the project Files tab, which shows the SHA-256 of
 * every file version.
 */
import { ClipboardCheck, Cpu, FolderCog, LifeBuoy, ShieldCheck, UploadCloud, type LucideIcon } from 'lucide-react';

/** The client checks a delivery within this many hours. */
export const VERIFY_WITHIN_HOURS = 24;
/** Feed override for the first test cut on scrap. */
export const TEST_CUT_FEED_OVERRIDE_PERCENT = 50;

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

export const FILE_TYPES: Array<{ term: string; detail: string }> = [
  { term: '.cv7 / .cv8 / .cv9', detail: 'Cabinet Vision job files. They open only in the same or a newer Cabinet Vision version.' },
  { term: '.mzk / .moz', detail: 'Mozaik job files with the cabinets, materials and construction settings of a job.' },
  { term: '.nc / .gcode', detail: 'CNC programs written by a post-processor for one specific machine and tooling.' },
  { term: '.dxf / .dwg', detail: 'Drawings and part outlines; DXF is the usual exchange format for nesting and CNC.' },
  { term: '.pdf', detail: 'Shop drawings, assembly instructions, cut-lists and hardware schedules for people to read.' },
];

export const FILE_TRANSFER_TABS: GuideTab[] = [
  {
    id: 'overview',
    label: 'Overview',
    icon: FolderCog,
    title: 'From the engineer’s screen to your CNC',
    summary: 'A delivery is only done when the files arrive intact and cut the parts you expect.',
    sections: [
      {
        title: 'The workflow at a glance',
        blocks: [
          {
            kind: 'steps',
            items: [
              'The engineer prepares the files for your machine and software version.',
              'The engineer uploads them to the project’s Files tab, where every version is kept.',
              `You download them and verify their checksums within ${VERIFY_WITHIN_HOURS} hours.`,
              `You run a test cut on scrap at ${TEST_CUT_FEED_OVERRIDE_PERCENT}% feed override before cutting good material.`,
              'You approve the stage, or request changes in the project messages.',
            ],
          },
        ],
      },
      { title: 'File types you will meet', blocks: [{ kind: 'definitions', items: FILE_TYPES }] },
    ],
  },
  {
    id: 'preparation',
    label: 'Preparation',
    icon: ClipboardCheck,
    title: 'Prepare files before sending',
    summary: 'Most transfer problems start before the upload: agree on the details first.',
    sections: [
      {
        title: 'Agree with your client or engineer',
        blocks: [
          {
            kind: 'list',
            items: [
              'The software and version on both sides (a .cv9 job does not open in Cabinet Vision 8).',
              'The machine, its controller and the post-processor the CNC programs must be written for.',
              'Units (millimetres or inches), sheet sizes, material thicknesses and the origin of each part.',
              'Which deliverables are expected: CNC files, cut-lists, assembly drawings, renderings.',
            ],
          },
        ],
      },
      {
        title: 'Before you upload',
        blocks: [
          {
            kind: 'list',
            items: [
              'Name files clearly, with the project and the part or room, e.g. kitchen-uppers-nest-01.dxf.',
              'Keep cut layers closed and free of duplicate lines; DXF files are preflighted on upload.',
              'Export a PDF of the shop drawings so the shop can check dimensions without CAD software.',
              'Check each file’s size and format against your plan in the File Formats Guide.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'transfer',
    label: 'Transfer',
    icon: UploadCloud,
    title: 'Transfer files securely',
    summary: 'Keep engineering files inside the project, where only its participants can reach them.',
    sections: [
      {
        title: 'Use the project’s Files tab',
        blocks: [
          {
            kind: 'list',
            items: [
              'Only the client and the assigned engineer can list and download the files (an admin only to settle a dispute).',
              'Uploading a file with the same name adds a new version; older versions stay available.',
              'Every version shows its SHA-256 checksum, so the receiver can prove it arrived unchanged.',
            ],
          },
        ],
      },
      {
        title: 'Files the Files tab does not take',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Some files, such as .nc programs, are not among the upload formats. Share them through an encrypted, access-limited link that expires, never as a public link, and post the link together with each file’s SHA-256 in the project messages.',
          },
          {
            kind: 'list',
            items: [
              'Avoid e-mail attachments: they are size-limited, often blocked and easy to forward.',
              'Do not send passwords for shared folders in the same message as the link.',
              'Remove links once the client has verified the files.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'verification',
    label: 'Verification',
    icon: ShieldCheck,
    title: 'Verify file integrity',
    summary: `Clients verify every delivery within ${VERIFY_WITHIN_HOURS} hours, while the engineer can still fix a bad transfer quickly.`,
    sections: [
      {
        title: 'Compare checksums',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The project Files tab shows the SHA-256 of every file version (use Copy or Full hash). Compute the SHA-256 of the file you downloaded and compare: the two must match exactly. Any difference means the file changed on the way.',
          },
          { kind: 'code', label: 'Linux', code: 'sha256sum kitchen-uppers-nest-01.dxf' },
          { kind: 'code', label: 'macOS', code: 'shasum -a 256 kitchen-uppers-nest-01.dxf' },
          { kind: 'code', label: 'Windows PowerShell', code: 'Get-FileHash .\\kitchen-uppers-nest-01.dxf -Algorithm SHA256' },
          {
            kind: 'paragraph',
            text: 'Get-FileHash prints the hash in capital letters and the Files tab in small ones: compare them ignoring case.',
          },
        ],
      },
      {
        title: `Within ${VERIFY_WITHIN_HOURS} hours of delivery`,
        blocks: [
          {
            kind: 'steps',
            items: [
              'Download every delivered file and check its checksum.',
              'Open each file in your software and check units, dimensions and part counts against the drawings.',
              'Report a mismatch or a missing file in the project messages, naming the file and its version.',
              'Approve the stage only when all files check out.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'cnc-setup',
    label: 'CNC Setup',
    icon: Cpu,
    title: 'Set up the CNC and run a test cut',
    summary: 'Never send a new program straight into good sheet stock.',
    sections: [
      {
        title: 'Before the first cut',
        blocks: [
          {
            kind: 'list',
            items: [
              'Confirm the program was posted for your machine, controller and tool library.',
              'Check the work origin, sheet size, material thickness and spoilboard height.',
              'Simulate the tool paths if your software can, and look for unexpected plunges.',
            ],
          },
        ],
      },
      {
        title: 'Test cut on scrap',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Load a scrap sheet of the same thickness as the job material.',
              `Set the feed override to ${TEST_CUT_FEED_OVERRIDE_PERCENT}% and keep a hand near the feed hold.`,
              'Cut one or two representative parts, including holes and dados.',
              'Measure them against the drawings before you raise the feed and cut good material.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'troubleshooting',
    label: 'Troubleshooting',
    icon: LifeBuoy,
    title: 'Troubleshooting',
    summary: 'The usual problems and what to do about them.',
    sections: [
      {
        title: 'Common problems',
        blocks: [
          {
            kind: 'definitions',
            items: [
              { term: 'The checksums do not match', detail: 'Download the file again. If it still differs, ask the engineer to upload it again as a new version.' },
              { term: 'The upload says “Unknown Format”', detail: 'The file type is not accepted on uploads, or not on your plan. See the File Formats Guide.' },
              { term: 'The upload says “File too large”', detail: 'The file is over your plan’s size limit. Split the job, or upgrade your plan.' },
              { term: 'A DXF fails its preflight', detail: 'Read the report: fix units, open contours on cut layers, duplicate entities or parts larger than the sheet, then upload again.' },
              { term: 'The job does not open', detail: 'It was saved in a newer software version. Ask for a file saved in your version, or a DXF export.' },
              { term: 'Parts come out the wrong size', detail: 'Check units (mm vs inches) and the post-processor, and run the test cut again.' },
            ],
          },
        ],
      },
    ],
  },
];
