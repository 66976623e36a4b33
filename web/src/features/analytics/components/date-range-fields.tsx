import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';

interface DateRangeFieldsProps {
  start: string;
  end: string;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
  /** The server's answer to a refused range (e.g. an end before the start), shown under the dates. */
  rangeError: string | null;
}

/** The range of the signup cards and Top Pages: UTC days, both included. */
export function DateRangeFields({ start, end, onStartChange, onEndChange, rangeError }: DateRangeFieldsProps) {
  const incomplete = !start || !end;
  return (
    <Card className="p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <FormField label="Start date" type="date" value={start} onChange={(event) => onStartChange(event.target.value)} required />
        <FormField label="End date" type="date" value={end} onChange={(event) => onEndChange(event.target.value)} required />
      </div>
      <p className="mt-3 text-xs text-slate-500">Days are UTC calendar days; both dates are included. Sources and daily trends are not limited to this range.</p>
      {incomplete ? (
        <Alert tone="info" className="mt-4">
          Pick a start and an end date to see the figures for a range.
        </Alert>
      ) : rangeError ? (
        <Alert tone="error" title="This date range can't be shown" className="mt-4">
          {rangeError}
        </Alert>
      ) : null}
    </Card>
  );
}
