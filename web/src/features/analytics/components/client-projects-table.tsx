import { Link } from 'react-router';

import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { paths } from '@/config/paths';

import type { ClientProjectFigures } from '../types';
import { formatCents, formatCount, formatWait } from '../utils/report';
import { FigurePanel } from './figure-panel';

/** The client's projects of the range with the bids each drew; scrolls sideways on a narrow screen. */
export function ClientProjectsTable({ projects }: { projects: ClientProjectFigures[] }) {
  return (
    <FigurePanel title="Bids received per project">
      {projects.length === 0 ? (
        <p className="text-sm text-slate-500">You posted no projects in this range.</p>
      ) : (
        <HorizontalScroll label="Your projects and their bids">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">Project</th>
                <th scope="col" className="py-2 pr-3">Budget</th>
                <th scope="col" className="py-2 pr-3 text-right">Bids</th>
                <th scope="col" className="py-2 pr-3 text-right">Average bid</th>
                <th scope="col" className="py-2 text-right">First bid after</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {projects.map((project) => (
                <tr key={project.projectId}>
                  <th scope="row" className="max-w-[14rem] truncate py-2 pr-3 font-medium">
                    <Link to={paths.project.getHref(project.projectId)} className="text-amber-700 hover:underline">
                      {project.title}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 text-slate-600">{project.budgetRange}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatCount(project.bids)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{project.averageBidCents === null ? '–' : formatCents(project.averageBidCents)}</td>
                  <td className="py-2 text-right">{formatWait(project.secondsToFirstBid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
    </FigurePanel>
  );
}
