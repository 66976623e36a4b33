import type { AccountUser } from '../types';
import { ClientAccount } from './client-account';
import { OwnEngineerProfile } from './own-engineer-profile';

/** /profile: engineers edit their engineer profile; everyone else sees their account details. */
export function ProfilePage({ account }: { account: AccountUser }) {
  return account.role === 'engineer' ? <OwnEngineerProfile account={account} /> : <ClientAccount user={account} />;
}
