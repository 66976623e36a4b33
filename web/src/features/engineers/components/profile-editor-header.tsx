import { ExternalLink, MapPin, Pencil, Save, Star, X } from 'lucide-react';
import { Link } from 'react-router';

import { Badge, VerifiedBadge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';

import { useAvatarUpload } from '../hooks/use-avatar-upload';
import type { AccountUser, EngineerProfile } from '../types';
import { completedProjectsLabel, engineerName, formatRating, reviewCountLabel } from '../utils/display';
import { AccountAvatar } from './account-avatar';
import { EngineerHeading, IconFact, STAR_ICON_CLASS } from './engineer-heading';
import { ImageUploadButton } from './image-upload-button';

export interface ProfileEditorHeaderProps {
  account: AccountUser;
  profile: EngineerProfile;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/** The own profile's header: photo, name and standing, and Edit Profile (or Cancel and Save Changes while editing). */
export function ProfileEditorHeader({ account, profile, editing, saving, onEdit, onCancel }: ProfileEditorHeaderProps) {
  const { changeAvatar, busy: avatarBusy } = useAvatarUpload();
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <div className="flex flex-col items-center gap-3">
          <AccountAvatar user={account} className="h-24 w-24 text-3xl" />
          <ImageUploadButton label="Change Photo" onFile={(file) => void changeAvatar(file)} busy={avatarBusy} />
        </div>
        <div className="min-w-0 flex-1">
          <EngineerHeading
            name={engineerName(profile.user)}
            badges={
              profile.isVerified ? (
                <VerifiedBadge label="Verified Engineer" />
              ) : (
                <Badge tone="slate">{profile.applicationStatus === 'rejected' ? 'Application not approved' : 'Verification pending'}</Badge>
              )
            }
          >
            <IconFact icon={Star} iconClassName={STAR_ICON_CLASS}>
              {formatRating(profile.rating)} ({reviewCountLabel(profile.reviewCount ?? 0)})
            </IconFact>
            {profile.user.location ? (
              <IconFact icon={MapPin} className="min-w-0">
                <UserText>{profile.user.location}</UserText>
              </IconFact>
            ) : null}
            <span>{completedProjectsLabel(profile.completedProjects)}</span>
          </EngineerHeading>
          <Link to={paths.engineer.getHref(profile.userId)} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:underline">
            View public profile <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </Link>
        </div>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                <X aria-hidden="true" className="h-4 w-4" /> Cancel
              </Button>
              <BusyButton type="submit" busy={saving} busyLabel="Saving" icon={Save}>
                Save Changes
              </BusyButton>
            </>
          ) : (
            <Button variant="dark" onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Profile
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
