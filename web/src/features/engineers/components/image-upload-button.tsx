import { ImagePlus } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ButtonVariant } from '@/components/ui/button-variants';

/** A button that opens a file picker limited to images and hands the chosen file over. */
export function ImageUploadButton({
  label,
  onFile,
  busy,
  variant = 'outline',
  className,
}: {
  label: string;
  onFile: (file: File) => void;
  busy?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (file) onFile(file);
  };
  return (
    <>
      <input ref={inputRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label={label} onChange={onChange} />
      <Button variant={variant} size="sm" className={className} onClick={() => inputRef.current?.click()} disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" label="Uploading" /> : <ImagePlus aria-hidden="true" className="h-4 w-4" />}
        {label}
      </Button>
    </>
  );
}
