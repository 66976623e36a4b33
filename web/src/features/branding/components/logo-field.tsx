import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useRemoveLogoMutation, useUploadLogoMutation } from '../api/branding-api';
import { logoProblem } from '../utils/logo-problem';

/** The logo's preview with its upload and remove buttons. */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUploadLogoMutation();
  const [remove, removing] = useRemoveLogoMutation();
  const submitUpload = useSubmitWithToast((file: File) => upload(file), { failureTitle: 'Logo Not Uploaded', success: { title: 'Logo uploaded' } });
  const submitRemove = useSubmitWithToast((_: void) => remove(), { failureTitle: 'Logo Not Removed', success: { title: 'Logo removed' } });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const found = logoProblem(file);
    setProblem(found);
    if (!found) void submitUpload(file);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700">Logo</p>
      <div className="flex flex-wrap items-center gap-4">
        {logoUrl ? (
          <img src={logoUrl} alt="Your company logo" className="h-16 max-w-[12rem] rounded border border-slate-200 bg-white object-contain p-1" />
        ) : (
          <p className="text-sm text-slate-500">No logo yet. PNG or JPEG, up to 256 KB, 16 to 2048 pixels each way.</p>
        )}
        <input ref={inputRef} type="file" accept="image/png,image/jpeg" className="sr-only" tabIndex={-1} aria-label="Logo file" onChange={onChange} />
        <BusyButton variant="outline" size="sm" icon={ImagePlus} busy={uploading.isLoading} busyLabel="Uploading logo" onClick={() => inputRef.current?.click()}>
          {logoUrl ? 'Replace logo' : 'Upload logo'}
        </BusyButton>
        {logoUrl ? (
          <Button variant="outline" size="sm" onClick={() => void submitRemove()} disabled={removing.isLoading}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove logo
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
