import { Download, ShieldCheck } from 'lucide-react';

import { BusyButton } from '@/components/ui/busy-button';
import { Panel } from '@/components/ui/panel';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useDownloadPersonalDataMutation } from '../api/personal-data-api';
import { saveFile } from '../utils/save-file';

/**
 * /profile, for everyone on any plan (privacy law gives every member the right to a copy): all the personal data the
 * services keep about the member, as one JSON file.
 */
export function PersonalDataCard() {
  const [download, { isLoading }] = useDownloadPersonalDataMutation();
  const start = useSubmitWithToast(() => download(), { failureTitle: 'Download Failed', onSuccess: saveFile });
  return (
    <Panel
      region
      title="Your personal data"
      icon={<ShieldCheck aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Download everything CabinetWorks keeps about you (your account, profile, projects, bids, files, messages, notifications, e-mails and payments) as one JSON file. Available on every plan."
    >
      <BusyButton variant="outline" icon={Download} busy={isLoading} busyLabel="Preparing your data" onClick={() => void start(undefined)}>
        Download my data (JSON)
      </BusyButton>
    </Panel>
  );
}
