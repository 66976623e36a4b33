import { useState } from 'react';

import { toast } from '@/components/ui/toast';

import { useUploadImageMutation } from '../api/engineers-api';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image. Please try again.';

/** Whether a chosen file may be sent at all: image files only (spec section 5). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/**
 * Uploads one image (POST /api/upload-image) and resolves to its URL, or to null after showing
 * the 'Upload Failed' toast. `busy` covers the whole caller flow via `run`.
 */
export function useImageUpload() {
  const [uploadImage] = useUploadImageMutation();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File): Promise<string | null> => {
    if (!isImageFile(file)) {
      toast({ title: UPLOAD_FAILED_TITLE, description: UPLOAD_FAILED_MESSAGE, variant: 'destructive' });
      return null;
    }
    try {
      const { url } = await uploadImage(file).unwrap();
      return url;
    } catch {
      toast({ title: UPLOAD_FAILED_TITLE, description: UPLOAD_FAILED_MESSAGE, variant: 'destructive' });
      return null;
    }
  };

  /** Runs an upload flow with `busy` set for its whole duration. */
  const run = async (flow: () => Promise<void>): Promise<void> => {
    setBusy(true);
    try {
      await flow();
    } finally {
      setBusy(false);
    }
  };

  return { upload, run, busy };
}
