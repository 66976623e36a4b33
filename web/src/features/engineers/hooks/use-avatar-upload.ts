import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useUpdateProfileImageMutation } from '../api/engineers-api';
import { UPLOAD_FAILED_TITLE, useImageUpload } from './use-image-upload';

/** Upload, then PUT /api/user/profile {profileImage}; the session user (navbar avatar) refreshes. */
export function useAvatarUpload() {
  const { upload, run, busy } = useImageUpload();
  const [updateProfileImage] = useUpdateProfileImageMutation();
  const saveProfileImage = useSubmitWithToast(updateProfileImage, {
    success: { title: 'Profile Image Updated', description: 'Your new profile image is live.', variant: 'success' },
    failureTitle: UPLOAD_FAILED_TITLE,
  });

  const changeAvatar = (file: File) =>
    run(async () => {
      const url = await upload(file);
      if (url) await saveProfileImage({ profileImage: url });
    });

  return { changeAvatar, busy };
}
