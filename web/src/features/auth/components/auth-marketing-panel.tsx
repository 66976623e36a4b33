import { BadgeCheck, ClipboardList, ShieldCheck } from 'lucide-react';

const POINTS = [
  {
    icon: BadgeCheck,
    title: 'Verified engineers',
    text: 'Every engineer is tested on Cabinet Vision or Mozaik before they can bid on your work.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payment processing',
    text: 'Pay in stages: a down payment, a milestone at design approval and the final payment on delivery.',
  },
  {
    icon: ClipboardList,
    title: 'Project management tools',
    text: 'Bids, messages and CNC-ready files for each project, kept in one place.',
  },
] as const;

export function AuthMarketingPanel() {
  return (
    <aside className="relative overflow-hidden rounded-3xl bg-slate-900 p-8 text-white shadow-xl sm:p-10">
      <div aria-hidden="true" className="wood-grain absolute inset-0 opacity-30" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wide text-amber-400 uppercase">Why CabinetWorks</p>
        <h2 className="mt-3 text-3xl font-bold tracking-tight">From cabinet idea to CNC-ready files</h2>
        <p className="mt-3 text-slate-300">
          Post your project, compare bids from certified engineers and receive drawings, cut-lists and assembly
          documentation your shop can run.
        </p>
        <ul className="mt-8 space-y-6">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-500/15 text-amber-400 ring-1 ring-amber-400/30">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
