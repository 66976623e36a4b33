import type { ReactNode } from 'react';

import type { AccountUser } from '../types';
import { ClientAccount } from './client-account';
import { OwnEngineerProfile } from './own-engineer-profile';

export interface ProfilePageProps {
  account: AccountUser;
  /** Account settings of other features (e.g. e-mail notifications), shown below the profile. */
  settings?: ReactNode;
}

/** /profile: engineers edit their engineer profile; everyone else sees their account details. */
export function ProfilePage({ account, settings }: ProfilePageProps) {
  return account.role === 'engineer' ? <OwnEngineerProfile account={account} settings={settings} /> : <ClientAccount user={account} settings={settings} />;
}
