import { CalendarDays, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { fullName, roleLabel } from '@/lib/user-display';

import { useAvatarUpload } from '../hooks/use-avatar-upload';
import type { AccountUser } from '../types';
import { formatMonthYear } from '../utils/display';
import { AccountAvatar } from './account-avatar';
import { ImageUploadButton } from './image-upload-button';

/** /profile for accounts without an engineer profile: account details and the avatar, with `settings` below. */
export function ClientAccount({ user, settings }: { user: AccountUser; settings?: ReactNode }) {
  const { changeAvatar, busy } = useAvatarUpload();
  const memberSince = formatMonthYear(user.createdAt);
  const rows: Array<{ icon: typeof Mail; label: string; value: string | null }> = [
    { icon: UserRound, label: 'Username', value: user.username },
    { icon: Mail, label: 'Email', value: user.email },
    { icon: Phone, label: 'Phone', value: user.phone },
    { icon: MapPin, label: 'Location', value: user.location },
    { icon: CalendarDays, label: 'Member since', value: memberSince },
  ];
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-center gap-6 sm:flex-row">
          <AccountAvatar user={user} className="h-24 w-24 text-3xl" />
          <div className="min-w-0 flex-1 text-center sm:text-left">
            <UserText as="h1" className="text-2xl font-bold text-slate-900">
              {fullName(user)}
            </UserText>
            <div className="mt-1">
              <Badge tone="amber">{roleLabel(user.role)}</Badge>
            </div>
            <div className="mt-4">
              <ImageUploadButton label="Change Photo" onFile={(file) => void changeAvatar(file)} busy={busy} />
            </div>
          </div>
        </div>
        <dl className="mt-8 divide-y divide-slate-100 border-t border-slate-100">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-3 py-3 text-sm">
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 text-slate-900">{value ? <UserText>{value}</UserText> : <span className="text-slate-500">Not provided</span>}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {settings}
    </div>
  );
}
