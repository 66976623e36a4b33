import { useSearchParams } from 'react-router';

/** The 'Certification' filter: kept in the address as ?certification=<track> ('all' when absent), so a filtered list can be linked. */
export function useCertificationFilter(): [string, (track: string) => void] {
  const [params, setParams] = useSearchParams();
  const certification = params.get('certification') ?? 'all';
  const setCertification = (track: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (track === 'all') next.delete('certification');
        else next.set('certification', track);
        return next;
      },
      { replace: true },
    );
  return [certification, setCertification];
}
