// @vitest-environment node
import { makePlans } from '@/features/billing/testing/fixtures';

import { fileSizeLabel, listFormatsByCategory, planAvailabilityLabel, uploadsLabel, type FormatPlan } from './file-formats';

const formatsOf = (plans: FormatPlan[]) =>
  Object.fromEntries(listFormatsByCategory(plans).flatMap(({ formats }) => formats.map((format) => [format.id, format.planNames])));

describe('listFormatsByCategory', () => {
  it('lists every plan format once with the plans that allow it, plus CSV cut lists on every plan', () => {
    const formats = formatsOf(makePlans());
    expect(Object.keys(formats)).toHaveLength(21);
    expect(formats.dwg).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(formats.mozaik).toEqual(['Professional', 'Enterprise']);
    expect(formats.rvt).toEqual(['Enterprise']);
    expect(formats.csv).toEqual(['Starter', 'Professional', 'Enterprise']);
  });

  it('groups them in page order and leaves out empty categories', () => {
    const starterOnly = makePlans().slice(0, 1);
    expect(listFormatsByCategory(starterOnly).map(({ category }) => category.title)).toEqual(['CAD drawings', 'CNC', 'Documents', 'Images']);
    expect(listFormatsByCategory(makePlans()).map(({ category }) => category.title)).toEqual([
      'CAD drawings',
      'CNC',
      'Cabinet software',
      '3D models',
      'Documents',
      'Images',
    ]);
  });

  it('puts a format the page has no copy for under Other formats', () => {
    const plans: FormatPlan[] = [{ id: 'x', name: 'X', limits: { uploadsPerProject: 1, maxFileSizeMb: 1, fileFormats: ['PDF', 'xyz'] } }];
    const categories = listFormatsByCategory(plans);
    expect(categories.at(-1)?.category.title).toBe('Other formats');
    expect(categories.at(-1)?.formats.map((format) => format.name)).toEqual(['XYZ']);
  });

  it('lists nothing without plans', () => {
    expect(listFormatsByCategory([])).toEqual([]);
  });
});

describe('plan labels', () => {
  it('names the plans that allow a format', () => {
    expect(planAvailabilityLabel(['Starter', 'Professional', 'Enterprise'], 3)).toBe('All plans');
    expect(planAvailabilityLabel(['Professional', 'Enterprise'], 3)).toBe('Professional and Enterprise');
    expect(planAvailabilityLabel(['Enterprise'], 3)).toBe('Enterprise only');
  });

  it('states the size and upload limits', () => {
    const [starter, professional, enterprise] = makePlans();
    expect(fileSizeLabel(starter!)).toBe('Up to 10 MB per file');
    expect(fileSizeLabel(enterprise!)).toBe('Up to 500 MB per file');
    expect(uploadsLabel(professional!)).toBe('25 uploads per project');
    expect(uploadsLabel(enterprise!)).toBe('Unlimited uploads per project');
  });
});
