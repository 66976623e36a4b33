import { FileText, Handshake, MessagesSquare } from 'lucide-react';

const STEPS = [
  {
    icon: FileText,
    title: 'Post a project',
    text: 'Describe the cabinets, materials, budget and timeline, and choose the deliverables you need.',
  },
  {
    icon: MessagesSquare,
    title: 'Receive bids',
    text: 'Certified engineers send proposals with their price and timeline. Compare them side by side.',
  },
  {
    icon: Handshake,
    title: 'Work with your engineer',
    text: 'Accept a bid, message your engineer and receive CNC-ready files, cut-lists and drawings.',
  },
] as const;

export function HowItWorksSteps() {
  return (
    <section className="border-y border-slate-200 bg-white" aria-labelledby="how-it-works-title">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">Simple process</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            How It Works
          </h2>
          <p className="mt-3 text-slate-600">From first idea to shop-ready files in three steps.</p>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
              <span className="absolute -top-4 left-8 flex h-8 w-8 items-center justify-center rounded-full bg-amber-700 text-sm font-bold text-white shadow">
                {index + 1}
              </span>
              <Icon aria-hidden="true" className="h-8 w-8 text-slate-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
