import { DemoCard } from './demo-card';
import { CopyDemo } from './demos/copy-demo';
import { FavouriteToggleDemo } from './demos/favourite-toggle-demo';
import { LoadingButtonDemo } from './demos/loading-button-demo';
import { ProgressDemo } from './demos/progress-demo';
import { SkeletonDemo } from './demos/skeleton-demo';
import { StepperDemo } from './demos/stepper-demo';
import { ToastDemo } from './demos/toast-demo';

/** /micro-interactions: demo widgets only (spec section 2), all usable with the keyboard and calm under reduced motion. */
export function MicroInteractionsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Micro-interactions</h1>
        <p className="mt-3 text-slate-600">
          The small moments of feedback used across CabinetWorks. Try them with a mouse or the keyboard; if your system asks for reduced
          motion, they stay still. Nothing here is saved or sent.
        </p>
      </header>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <DemoCard title="Button with a loading state" description="The button is disabled and spins while the action runs, then confirms.">
          <LoadingButtonDemo />
        </DemoCard>
        <DemoCard title="Favourite toggle" description="A toggle button that says whether it is pressed.">
          <FavouriteToggleDemo />
        </DemoCard>
        <DemoCard title="Copy to clipboard" description="Copies the reference and says so.">
          <CopyDemo />
        </DemoCard>
        <DemoCard title="Progress bar" description="Shows how far a long task, like an upload, has come.">
          <ProgressDemo />
        </DemoCard>
        <DemoCard title="Toasts" description="Short notices after an action, in three tones.">
          <ToastDemo />
        </DemoCard>
        <DemoCard title="Skeleton" description="Placeholder shapes while content loads.">
          <SkeletonDemo />
        </DemoCard>
        <div className="md:col-span-2">
          <DemoCard title="Stepper" description="Where you are in a process of several steps.">
            <StepperDemo />
          </DemoCard>
        </div>
      </div>
    </div>
  );
}
