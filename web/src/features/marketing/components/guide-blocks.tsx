import type { GuideBlock } from '../types/file-transfer-guide';

/** One block of a guide section: text, a bulleted or numbered list, terms with their meaning, or a command to copy. */
export function GuideBlockView({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="text-sm break-words text-slate-600">{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-1.5 pl-5 text-sm break-words text-slate-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="list-decimal space-y-1.5 pl-5 text-sm break-words text-slate-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'definitions':
      return (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
          {block.items.map(({ term, detail }) => (
            <div key={term} className="grid gap-1 p-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-medium break-words text-slate-900">{term}</dt>
              <dd className="min-w-0 break-words text-slate-600">{detail}</dd>
            </div>
          ))}
        </dl>
      );
    case 'code':
      return (
        <figure className="min-w-0">
          <figcaption className="text-xs font-medium text-slate-500">{block.label}</figcaption>
          <pre className="mt-1 rounded-lg bg-slate-900 px-3 py-2 text-sm whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
            <code>{block.code}</code>
          </pre>
        </figure>
      );
  }
}
