import { Panel } from '@/components/ui/panel';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';
import { plural } from '@/lib/plural';

import { useUpdateEngineerProfileMutation } from '../api/engineers-api';
import { useImageUpload } from '../hooks/use-image-upload';
import type { EngineerProfile } from '../types';
import { engineerName } from '../utils/display';
import { ImageUploadButton } from './image-upload-button';
import { PortfolioGallery } from './portfolio-gallery';

const PORTFOLIO_MAX_IMAGES = 20;

const UPDATE_FAILED_TITLE = 'Update Failed';

/** The own profile's portfolio: add (upload, then save the list) and remove images. */
export function PortfolioTab({ profile }: { profile: EngineerProfile }) {
  const { upload, run, busy } = useImageUpload();
  const [updateProfile, { isLoading: saving }] = useUpdateEngineerProfileMutation();
  const saveAdded = useSubmitWithToast(updateProfile, {
    success: { title: 'Portfolio Image Added', description: 'The image is now part of your portfolio.', variant: 'success' },
    failureTitle: UPDATE_FAILED_TITLE,
  });
  const saveRemoved = useSubmitWithToast(updateProfile, { success: { title: 'Portfolio Image Removed' }, failureTitle: UPDATE_FAILED_TITLE });
  const full = profile.portfolioImages.length >= PORTFOLIO_MAX_IMAGES;

  const addImage = (file: File) =>
    run(async () => {
      const url = await upload(file);
      if (url) await saveAdded({ userId: profile.userId, changes: { portfolioImages: [...profile.portfolioImages, url] } });
    });

  const removeImage = (index: number) =>
    saveRemoved({ userId: profile.userId, changes: { portfolioImages: profile.portfolioImages.filter((_, position) => position !== index) } });

  return (
    <Panel
      title="Portfolio"
      action={<ImageUploadButton label="Add Image" onFile={(file) => void addImage(file)} busy={busy || saving || full} variant="primary" />}
    >
      <PortfolioGallery images={profile.portfolioImages} ownerName={engineerName(profile.user)} onRemove={(index) => void removeImage(index)} removing={saving || busy} />
      {full ? <p className="mt-3 text-xs text-slate-500">A portfolio holds at most {plural(PORTFOLIO_MAX_IMAGES, 'image')}.</p> : null}
    </Panel>
  );
}
