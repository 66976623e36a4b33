import { FolderPlus, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { MessageCard } from '@/components/ui/message';
import { EngineerCardSkeleton } from '@/components/shared/engineer-card-skeleton';
import { ClearFiltersButton, SearchResults } from '@/components/ui/search-results';
import { DIRECTORY_SKELETON_CARDS, SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { TrackOption } from '@/lib/certification-tracks';

import { useGetEngineersQuery } from '../api/engineers-api';
import { useCertificationFilter } from '../hooks/use-certification-filter';
import type { AdvancedFilters, LocationFilter, SoftwareFilter } from '../types';
import { NO_ADVANCED_FILTERS } from '../utils/plan';
import { AdvancedFiltersPanel } from './advanced-filters';
import { EngineerCard } from './engineer-card';
import { FILTER_CONTROL_CLASSES, FilterSelect } from './filter-select';

export const DIRECTORY_PAGE_SIZE = 12;

const SOFTWARE_OPTIONS: Array<{ value: SoftwareFilter; label: string }> = [
  { value: 'all', label: 'All software' },
  { value: 'cabinet vision', label: 'Cabinet Vision' },
  { value: 'mozaik', label: 'Mozaik' },
  { value: 'autocad', label: 'AutoCAD' },
  { value: 'solidworks', label: 'SolidWorks' },
];

const LOCATION_OPTIONS: Array<{ value: LocationFilter; label: string }> = [
  { value: 'all', label: 'All locations' },
  { value: 'usa', label: 'USA' },
  { value: 'canada', label: 'Canada' },
  { value: 'remote', label: 'Remote' },
];

export interface EngineerDirectoryProps {
  /** Whether the viewer's plan has advanced_filters (the app reads it from the subscription); false for visitors. */
  advancedFilters?: boolean;
  /** The certification tracks the 'Certification' filter offers (the app loads them). */
  certificationTracks?: readonly TrackOption[];
}

/** 'Any certification', then each track; a track in the address that is not (yet) listed stays selectable. */
function certificationOptions(tracks: readonly TrackOption[], selected: string) {
  const unknown = selected !== 'all' && !tracks.some((track) => track.id === selected) ? [{ value: selected, label: selected }] : [];
  return [{ value: 'all', label: 'Any certification' }, ...unknown, ...tracks.map((track) => ({ value: track.id, label: track.title }))];
}

/**
 * /engineers: search (debounced), software, location and certification filters, the advanced filters, paged by the
 * server.
 */
export function EngineerDirectory({ advancedFilters = false, certificationTracks = [] }: EngineerDirectoryProps) {
  const [search, setSearch] = useState('');
  const [software, setSoftware] = useState<SoftwareFilter>('all');
  const [location, setLocation] = useState<LocationFilter>('all');
  const [advanced, setAdvanced] = useState<AdvancedFilters>(NO_ADVANCED_FILTERS);
  const [page, setPage] = useState(1);
  const [certification, setCertification] = useCertificationFilter();
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedAdvanced = useDebouncedValue(advanced, SEARCH_DEBOUNCE_MS);

  const query = useGetEngineersQuery({
    search: debouncedSearch,
    software,
    location,
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
    advanced: advancedFilters ? debouncedAdvanced : undefined,
    certification,
  });

  const advancedActive = JSON.stringify(advanced) !== JSON.stringify(NO_ADVANCED_FILTERS);
  const filtersActive = search !== '' || software !== 'all' || location !== 'all' || certification !== 'all' || advancedActive;
  /** A filter changed: back to the first page. */
  const filterBy = (change: () => void) => {
    change();
    setPage(1);
  };
  const clearFilters = () => {
    setSearch('');
    setCertification('all');
    setSoftware('all');
    setLocation('all');
    setAdvanced(NO_ADVANCED_FILTERS);
    setPage(1);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find Cabinet Engineers</h1>
          <p className="mt-2 text-slate-600">Browse certified Cabinet Vision and Mozaik engineers and review their work.</p>
        </div>
        <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary' })}>
          <FolderPlus aria-hidden="true" className="h-4 w-4" />
          Post a Project
        </Link>
      </div>

      <Card className="mt-8 p-4">
        <form role="search" aria-label="Filter engineers" className="grid gap-3 md:grid-cols-2 lg:grid-cols-[1fr_11rem_11rem_12rem_auto]" onSubmit={(event) => event.preventDefault()}>
          <label className="relative block">
            <span className="sr-only">Search engineers</span>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              placeholder="Search by name, skill or specialization"
              className={`${FILTER_CONTROL_CLASSES} pl-9`}
            />
          </label>
          <FilterSelect label="Software" value={software} options={SOFTWARE_OPTIONS} onChange={(value) => filterBy(() => setSoftware(value))} />
          <FilterSelect label="Location" value={location} options={LOCATION_OPTIONS} onChange={(value) => filterBy(() => setLocation(value))} />
          <FilterSelect
            label="Certification"
            value={certification}
            options={certificationOptions(certificationTracks, certification)}
            onChange={(value) => filterBy(() => setCertification(value))}
          />
          <ClearFiltersButton onClick={clearFilters} disabled={!filtersActive} />
        </form>
        <AdvancedFiltersPanel
          allowed={advancedFilters}
          value={advanced}
          onChange={(next) => {
            setAdvanced(next);
            setPage(1);
          }}
        />
      </Card>

      <SearchResults
        noun="engineer"
        label="Engineers"
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
        query={query}
        total={query.data?.total}
        items={query.data?.engineers}
        itemKey={(engineer) => engineer.userId}
        renderItem={(engineer) => <EngineerCard engineer={engineer} />}
        skeleton={Array.from({ length: DIRECTORY_SKELETON_CARDS }, (_, index) => (
          <EngineerCardSkeleton key={index} />
        ))}
        empty={
          <MessageCard
            icon={SearchX}
            title="No engineers found"
            action={
              filtersActive ? (
                <Button variant="outline" onClick={clearFilters}>
                  Clear Filters
                </Button>
              ) : null
            }
          >
            Try another search or clear the filters.
          </MessageCard>
        }
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPageChange={setPage}
      />
    </div>
  );
}
