import type { CutList } from '../../../types';
import { Section } from './section';

export function Problems({ cutList }: { cutList: CutList }) {
  if (cutList.problems.length === 0) return null;
  return (
    <Section title={`Rows that could not be read (${cutList.problems.length})`}>
      <ul aria-label="Cut list problems" className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {cutList.problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`} className="break-words">
            <span className="font-medium">Line {problem.line}:</span> {problem.reason}
          </li>
        ))}
      </ul>
    </Section>
  );
}
