import { toast } from '@/components/ui/toast';
import { formatApiError } from '@/lib/errors';

import { useUpdateProfileImageMutation } from '../api/engineers-api';
import { UPLOAD_FAILED_TITLE, useImageUpload } from './use-image-upload';

/** Upload, then PUT /api/user/profile {profileImage}; the session user (navbar avatar) refreshes. */
export function useAvatarUpload() {
  const { upload, run, busy } = useImageUpload();
  const [updateProfileImage] = useUpdateProfileImageMutation();

  const changeAvatar = (file: File) =>
    run(async () => {
      const url = await upload(file);
      if (!url) return;
      try {
        await updateProfileImage({ profileImage: url }).unwrap();
        toast({ title: 'Profile Image Updated', description: 'Your new profile image is live.', variant: 'success' });
      } catch (error) {
        toast({ title: UPLOAD_FAILED_TITLE, description: formatApiError(error), variant: 'destructive' });
      }
    });

  return { changeAvatar, busy };
}
