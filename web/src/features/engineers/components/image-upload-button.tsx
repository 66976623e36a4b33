import { ImagePlus } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import type { ButtonVariant } from '@/components/ui/button-variants';

/** A button that opens a file picker limited to images and hands the chosen file over. */
export function ImageUploadButton({
  label,
  onFile,
  busy = false,
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
      <BusyButton variant={variant} size="sm" className={className} onClick={() => inputRef.current?.click()} busy={busy} busyLabel="Uploading" icon={ImagePlus}>
        {label}
      </BusyButton>
    </>
  );
}
