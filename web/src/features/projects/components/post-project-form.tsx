import { FolderPlus, Lock, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { BusyButton } from '@/components/ui/busy-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { PageMessage } from '@/components/ui/message';
import { BUDGET_RANGES, CABINET_TYPES, DELIVERABLES, MATERIALS, TIMELINES } from '@/config/constants';
import { PlanLimitAlert } from '@/components/shared/plan-limit-alert';
import { paths } from '@/config/paths';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { cn } from '@/lib/cn';
import { errorStatus, serverMessage } from '@/lib/errors';
import { contentKey } from '@/lib/idempotency';
import { isPlanLimitMessage } from '@/lib/plan-limits';

import { useCreateProjectMutation } from '../api/projects-api';
import { useCheckedSubmit } from '../hooks/use-checked-submit';
import type { Deliverable, Viewer } from '../types';
import { checkProjectForm, EMPTY_PROJECT_FORM, PROJECT_LIMITS, type ProjectFormValues } from '../utils/forms';

function AccessRestricted({ viewer }: { viewer: Viewer }) {
  return (
    <PageMessage
      icon={Lock}
      title="Access Restricted"
      action={
        viewer.role === 'engineer' ? (
          <Link to={paths.findWork.getHref()} className={buttonVariants({ variant: 'primary' })}>
            <Search aria-hidden="true" className="h-4 w-4" /> Find Work
          </Link>
        ) : (
          <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Back to Dashboard
          </Link>
        )
      }
    >
      Only clients can post projects. Engineers can browse and bid on existing projects.
    </PageMessage>
  );
}

/** Deliverables as a group of checkbox chips: a multi-select that works with keyboard and screen readers. */
function DeliverablesPicker({ selected, onChange }: { selected: readonly Deliverable[]; onChange: (next: Deliverable[]) => void }) {
  const toggle = (item: Deliverable) =>
    onChange(selected.includes(item) ? selected.filter((chosen) => chosen !== item) : DELIVERABLES.filter((known) => known === item || selected.includes(known)));
  return (
    <fieldset>
      <legend className="flex w-full items-baseline justify-between text-sm font-medium text-slate-800">
        <span>Deliverables</span>
        <span className="text-xs font-normal text-slate-500">Optional</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {DELIVERABLES.map((item) => {
          const checked = selected.includes(item);
          return (
            <label
              key={item}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors',
                checked ? 'border-amber-500 bg-amber-50 text-amber-900' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <input type="checkbox" className="h-4 w-4 rounded accent-amber-600" checked={checked} onChange={() => toggle(item)} />
              {item}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The server's words when the plan's project limit refused the post (403), else null. */
function planLimitOf(error: unknown): string | null {
  const message = serverMessage(error);
  return errorStatus(error) === 403 && isPlanLimitMessage(message) ? message : null;
}

/** A post the plan does not allow: the server's explanation stays on the page, with the way to a bigger plan. */

function PostProjectForm() {
  const [values, setValues] = useState<ProjectFormValues>(EMPTY_PROJECT_FORM);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  // A retry of the same form (after a timeout or a lost answer) sends the first attempt's Idempotency-Key: the server
  // answers with the project that attempt posted rather than posting it twice.
  const [projectKey] = useState(contentKey);
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const navigate = useNavigate();
  const submitProject = useSubmitWithToast(createProject, {
    success: { title: 'Project posted successfully!', description: 'Engineers can now view and bid on your project.', variant: 'success' },
    failureTitle: 'Failed to post project',
    onSuccess: (project) => {
      projectKey.reset();
      navigate(paths.project.getHref(project.id));
    },
    onError: (error) => setPlanLimit(planLimitOf(error)),
  });

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const { errors, submit } = useCheckedSubmit({
    missingTitle: 'Please fill in all required fields',
    check: () => checkProjectForm(values),
    send: (project) => submitProject({ ...project, idempotencyKey: projectKey.keyFor(project) }),
  });

  return (
    <form aria-label="Post a project" noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Card className="space-y-5 p-6 sm:p-8">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Project details</h2>
          <p className="mt-1 text-sm text-slate-600">Every field is required except Deliverables.</p>
        </div>
        <FormField
          label="Project title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          limit={PROJECT_LIMITS.titleMax}
          placeholder="e.g. Shaker kitchen, 24 cabinets, CNC files for a nested-based router"
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          required
          rows={6}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          limit={PROJECT_LIMITS.descriptionMax}
          placeholder="Room dimensions, door style, construction method, hardware, the machine and software you use…"
          hint={`At least ${PROJECT_LIMITS.descriptionMin} characters.`}
          error={errors.description}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Cabinet type" required placeholder="Select a cabinet type" options={CABINET_TYPES} value={values.cabinetType} onChange={(event) => set('cabinetType', event.target.value as ProjectFormValues['cabinetType'])} error={errors.cabinetType} />
          <SelectField label="Budget range" required placeholder="Select a budget range" options={BUDGET_RANGES} value={values.budgetRange} onChange={(event) => set('budgetRange', event.target.value as ProjectFormValues['budgetRange'])} error={errors.budgetRange} />
          <SelectField label="Timeline" required placeholder="Select a timeline" options={TIMELINES} value={values.timeline} onChange={(event) => set('timeline', event.target.value as ProjectFormValues['timeline'])} error={errors.timeline} />
          <SelectField label="Material type" required placeholder="Select a material" options={MATERIALS} value={values.materialType} onChange={(event) => set('materialType', event.target.value as ProjectFormValues['materialType'])} error={errors.materialType} />
        </div>
        <DeliverablesPicker selected={values.deliverables} onChange={(next) => set('deliverables', next)} />
      </Card>
      {planLimit ? <PlanLimitAlert title="Plan limit reached">{planLimit}</PlanLimitAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <BusyButton type="submit" size="lg" busy={isLoading} busyLabel="Posting" icon={FolderPlus}>
          Post Project
        </BusyButton>
      </div>
    </form>
  );
}

/** /post-project: clients describe a project; everyone else sees 'Access Restricted' (spec section 2). */
export function PostProjectPage({ viewer }: { viewer: Viewer }) {
  if (viewer.role !== 'client') return <AccessRestricted viewer={viewer} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Post a New Project</h1>
      <p className="mt-2 mb-8 text-slate-600">Describe your cabinet project and certified engineers will send you their bids.</p>
      <PostProjectForm />
    </div>
  );
}
