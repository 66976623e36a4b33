/**
 * Copy of /file-formats. Which plan allows which format, and the size limits, come from GET /api/plans (the app passes
 * the plans in); this module only says what each plan format is and how the page groups them.
 */
import { Box, Cpu, File, FileText, Image, LayoutPanelTop, PenTool, type LucideIcon } from 'lucide-react';

import { CUT_LIST_TEMPLATE_HREF } from '@/config/constants';

export type FormatCategoryId = 'cad' | 'cnc' | 'cabinet' | 'models' | 'documents' | 'images' | 'other';

export interface FormatCategory {
  id: FormatCategoryId;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** In the order the page lists them. */
export const FORMAT_CATEGORIES: FormatCategory[] = [
  { id: 'cad', title: 'CAD drawings', description: '2D drawings and CAD exchange files for layouts and details.', icon: PenTool },
  { id: 'cnc', title: 'CNC', description: 'Part outlines for nesting and cut lists for the shop floor.', icon: Cpu },
  { id: 'cabinet', title: 'Cabinet software', description: 'Jobs from cabinet design software, for shops that run the same program.', icon: LayoutPanelTop },
  { id: 'models', title: '3D models', description: 'Models for renderings, client approval and coordination with architects.', icon: Box },
  { id: 'documents', title: 'Documents', description: 'Shop drawings, specifications and assembly instructions.', icon: FileText },
  { id: 'images', title: 'Images', description: 'Photos of the site, sketches and renderings.', icon: Image },
  { id: 'other', title: 'Other formats', description: 'More formats the plans accept.', icon: File },
];

export interface FormatInfo {
  /** How people call it, e.g. 'AutoCAD drawing'. */
  name: string;
  category: FormatCategoryId;
  description: string;
}

/** What each format of the plans is, keyed by the id the plans use ('dwg', 'mozaik'). */
export const FORMAT_INFO: Record<string, FormatInfo> = {
  dwg: { name: 'DWG', category: 'cad', description: 'AutoCAD drawings: plans, elevations and details.' },
  step: { name: 'STEP', category: 'cad', description: 'Neutral CAD exchange of solid parts and assemblies.' },
  iges: { name: 'IGES', category: 'cad', description: 'Older neutral CAD exchange format, still read by most CAD tools.' },
  dxf: { name: 'DXF', category: 'cnc', description: 'Part outlines for nesting and CNC; checked by a preflight on upload.' },
  mozaik: { name: 'Mozaik', category: 'cabinet', description: 'Mozaik cabinet jobs and libraries.' },
  cv: { name: 'Cabinet Vision', category: 'cabinet', description: 'Cabinet Vision jobs and exports.' },
  kcd: { name: 'KCD', category: 'cabinet', description: 'Cabinet designs from KCD Software.' },
  brd: { name: 'BRD', category: 'cabinet', description: 'Cabinet and panel design files (.brd).' },
  ecw: { name: 'ECW', category: 'cabinet', description: 'Cabinet design files (.ecw).' },
  hkp: { name: 'HKP', category: 'cabinet', description: 'Cabinet design files (.hkp).' },
  skp: { name: 'SketchUp', category: 'models', description: 'SketchUp models for layouts and client presentations.' },
  max: { name: '3ds Max', category: 'models', description: '3ds Max scenes for photorealistic renderings.' },
  '3ds': { name: '3DS', category: 'models', description: 'Legacy 3D Studio meshes.' },
  obj: { name: 'OBJ', category: 'models', description: 'Plain 3D meshes that almost every 3D tool opens.' },
  fbx: { name: 'FBX', category: 'models', description: '3D scenes with materials for rendering and visualisation.' },
  ifc: { name: 'IFC', category: 'models', description: 'Open BIM models for coordination with architects.' },
  rvt: { name: 'Revit', category: 'models', description: 'Revit BIM models from architects and contractors.' },
  pdf: { name: 'PDF', category: 'documents', description: 'Shop drawings, cut-lists, specifications and assembly instructions.' },
  jpg: { name: 'JPG', category: 'images', description: 'Photos of the site, sketches and renderings.' },
  png: { name: 'PNG', category: 'images', description: 'Screenshots, diagrams and renderings.' },
};

/**
 * CSV cut lists are accepted on every plan although no plan lists them: the Files tab previews their parts, material
 * totals and sheets.
 */
export const CUT_LIST_FORMAT: FormatInfo & { id: string } = {
  id: 'csv',
  name: 'CSV cut list',
  category: 'cnc',
  description: 'Cut lists with parts, materials and sizes; the Files tab previews them and estimates the sheets.',
};

/**
 * What the projects service reads in a CSV cut list (services/projects/domain/cut_list.hpp), with the template
 * (web/public/templates) that follows it.
 */
export const CUT_LIST_HELP = {
  columns:
    'A CSV cut list has a header row naming part, material, length, width and quantity, and thickness and grain if you have them, in any order. The usual names work too: qty, pcs, count, name, description, L, W, len, thk, T, mat, grain direction.',
  units:
    'Sizes are millimetres unless the header says otherwise (Length (mm), W [in], L") or a units column does row by row. A list without units whose sides are all under 120 is read as inches, with a warning in the preview; inch sizes may be fractions such as 23 1/2 or 23-1/2.',
  thickness: 'Without a thickness column, or with a cell left empty, the thickness is read from the material: 18mm Birch ply, 3/4" MDF.',
  refusal:
    'A file that cannot be read at all (no header, a column missing, no readable row) is refused at upload with the line and the reason; single rows that cannot be read are listed in the preview.',
  templateHref: CUT_LIST_TEMPLATE_HREF,
  templateLabel: 'Download the cut-list template',
};

export const UPLOAD_GUIDELINES: string[] = [
  'Upload files to the project’s Files tab; only the client and the assigned engineer can download them.',
  'Name files after the project and the part or room, e.g. kitchen-uppers-nest-01.dxf.',
  'Upload a corrected file under the same name: it becomes a new version and the older ones stay available.',
  'Send CNC-ready DXF with closed contours on cut layers and the units set; the preflight reports what to fix.',
  'Add a PDF of the shop drawings so everyone can check dimensions without CAD software.',
  'Compare the SHA-256 shown for each version with the downloaded file to be sure it arrived intact.',
];
