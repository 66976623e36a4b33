const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A count as people read it: '1,234'. */
export function formatCount(count: number): string {
  return COUNT_FORMAT.format(count);
}

/** The word that goes with a count: 'project' for 1, 'projects' otherwise (irregular plurals passed in). */
export function pluralWord(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/**
 * A count with its noun: plural(1, 'project') is '1 project', plural(2500, 'project') is '2,500 projects',
 * plural(2, 'entry', 'entries') is '2 entries'.
 */
export function plural(count: number, singular: string, pluralForm?: string): string {
  return `${formatCount(count)} ${pluralWord(count, singular, pluralForm)}`;
}
