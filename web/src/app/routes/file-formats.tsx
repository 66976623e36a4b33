import { useGetPlansQuery } from '@/features/billing';
import { FileFormatsGuide } from '@/features/marketing';

/** /file-formats is public; which plan allows which format comes from the plans of GET /api/plans. */
export function FileFormatsRoute() {
  const plansQuery = useGetPlansQuery();
  return (
    <>
      <title>File Formats Guide · CabinetWorks</title>
      <FileFormatsGuide plansQuery={plansQuery} />
    </>
  );
}
