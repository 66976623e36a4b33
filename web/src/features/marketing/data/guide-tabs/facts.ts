/** Figures and terms several tabs of /file-transfer-guide quote. */
/** The client checks a delivery within this many hours. */
export const VERIFY_WITHIN_HOURS = 24;
/** Feed override for the first test cut on scrap. */
export const TEST_CUT_FEED_OVERRIDE_PERCENT = 50;

export const FILE_TYPES: Array<{ term: string; detail: string }> = [
  { term: '.cv7 / .cv8 / .cv9', detail: 'Cabinet Vision job files. They open only in the same or a newer Cabinet Vision version.' },
  { term: '.mzk / .moz', detail: 'Mozaik job files with the cabinets, materials and construction settings of a job.' },
  { term: '.nc / .gcode', detail: 'CNC programs written by a post-processor for one specific machine and tooling.' },
  { term: '.dxf / .dwg', detail: 'Drawings and part outlines; DXF is the usual exchange format for nesting and CNC.' },
  { term: '.pdf', detail: 'Shop drawings, assembly instructions, cut-lists and hardware schedules for people to read.' },
];
