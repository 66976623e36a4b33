import { FileText, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';

import { Badge } from '@/components/ui/badge';
import { SelectField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { formatShortDate } from '@/lib/date-time';

import type { DemoFile, DemoFileType } from '../data/demo-project';
import { DEMO_ACCEPT } from '../utils/demo';
import { FILE_TYPE } from './demo-labels';

const TYPE_OPTIONS = (Object.keys(FILE_TYPE) as DemoFileType[]).map((value) => ({ value, label: FILE_TYPE[value].label }));

export interface FilesTabProps {
  files: readonly DemoFile[];
  /** Adds the chosen files to the page's demo list; nothing is uploaded. */
  onAdd: (files: File[], type: DemoFileType) => void;
}

export function FilesTab({ files, onAdd }: FilesTabProps) {
  const inputId = useId();
  const [type, setType] = useState<DemoFileType>('revision');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    if (chosen.length > 0) onAdd(chosen, type);
    event.target.value = '';
  };

  return (
    <Panel title="Project files" icon={<FileText aria-hidden="true" className="h-5 w-5 text-amber-600" />}>
      <ul aria-label="Project files" className="space-y-2">
        {files.map((file) => {
          const fileType = FILE_TYPE[file.type];
          return (
            <li key={file.id} className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere text-slate-900">{file.name}</p>
                <p className="text-xs text-slate-500">
                  {file.format} · {formatShortDate(file.date) ?? file.date}
                </p>
              </div>
              <Badge tone={fileType.tone}>{fileType.label}</Badge>
            </li>
          );
        })}
      </ul>

      <div className="mt-6 space-y-4 rounded-xl border border-dashed border-slate-300 p-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <Upload aria-hidden="true" className="h-4 w-4" /> Add a file
        </h3>
        <p className="text-sm text-slate-600">Demo only: the file stays in your browser and is not uploaded.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="File type" options={TYPE_OPTIONS} value={type} onChange={(event) => setType(event.target.value as DemoFileType)} />
          <div className="min-w-0 space-y-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              File
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept={DEMO_ACCEPT}
              onChange={choose}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:font-medium file:text-amber-800 hover:file:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-600"
            />
          </div>
        </div>
      </div>
    </Panel>
  );
}
