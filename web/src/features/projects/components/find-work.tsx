import { Search, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SkeletonBlocks } from '@/components/ui/loading-state';
import { MessageCard } from '@/components/ui/message';
import { ClearFiltersButton, SearchResults } from '@/components/ui/search-results';
import { BUDGET_RANGES, CABINET_TYPES, MATERIALS, SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

import { useGetProjectsQuery } from '../api/projects-api';
import type { ProjectListParams } from '../types';
import { InvitedProjects } from './invited-projects';
import { OpenProjectCard } from './open-project-card';

const FIND_WORK_PAGE_SIZE = 12;

type Filters = Pick<ProjectListParams, 'search' | 'cabinetType' | 'budgetRange' | 'materialType'>;

const NO_FILTERS: Filters = { search: '', cabinetType: '', budgetRange: '', materialType: '' };

/**
 * /projects ('Find Work'): open projects, newest first, filtered and paged by the server; `notice` goes under the
 * title; `invitations` (an engineer) lists the projects they were invited to bid on first.
 */
export function FindWork({ notice, invitations = false }: { notice?: ReactNode; invitations?: boolean }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  const query = useGetProjectsQuery({
    ...filters,
    search: debouncedSearch,
    page,
    pageSize: FIND_WORK_PAGE_SIZE,
  });

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtersActive = Object.entries(filters).some(([, value]) => value !== '');
  const clearFilters = () => {
    setFilters(NO_FILTERS);
    setPage(1);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find Work</h1>
      <p className="mt-2 text-slate-600">Open cabinet projects waiting for your proposal, newest first.</p>
      {notice ? <div className="mt-8 empty:hidden">{notice}</div> : null}
      {invitations ? <InvitedProjects /> : null}

      <Card className="mt-8 p-4">
        <form role="search" aria-label="Filter projects" className="grid items-end gap-3 md:grid-cols-2 lg:grid-cols-[1fr_11rem_11rem_11rem_auto]" onSubmit={(event) => event.preventDefault()}>
          <div className="relative">
            <FormField label="Search projects" type="search" value={filters.search} onChange={(event) => setFilter('search', event.target.value)} placeholder="Title or description" className="[&_input]:pl-9" />
            <Search aria-hidden="true" className="pointer-events-none absolute bottom-3.5 left-3 h-4 w-4 text-slate-400" />
          </div>
          <SelectField label="Cabinet type" placeholder="All types" options={CABINET_TYPES} value={filters.cabinetType} onChange={(event) => setFilter('cabinetType', event.target.value as Filters['cabinetType'])} />
          <SelectField label="Budget" placeholder="Any budget" options={BUDGET_RANGES} value={filters.budgetRange} onChange={(event) => setFilter('budgetRange', event.target.value as Filters['budgetRange'])} />
          <SelectField label="Material" placeholder="Any material" options={MATERIALS} value={filters.materialType} onChange={(event) => setFilter('materialType', event.target.value as Filters['materialType'])} />
          <ClearFiltersButton onClick={clearFilters} disabled={!filtersActive} />
        </form>
      </Card>

      <SearchResults
        noun="project"
        label="Open projects"
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        query={query}
        total={query.data?.total}
        items={query.data?.projects}
        itemKey={(project) => project.id}
        renderItem={(project) => <OpenProjectCard project={project} />}
        skeleton={<SkeletonBlocks count={6} className="h-56" />}
        empty={
          <MessageCard icon={SearchX} title="No projects found">
            {filtersActive ? 'Try another search or clear the filters.' : 'New projects appear here as soon as clients post them.'}
          </MessageCard>
        }
        page={page}
        pageSize={FIND_WORK_PAGE_SIZE}
        onPageChange={setPage}
      />
    </div>
  );
}
