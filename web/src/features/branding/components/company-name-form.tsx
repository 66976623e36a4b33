import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useSetCompanyNameMutation } from '../api/branding-api';

/** The company name, saved as typed (the server trims it) or removed. */
export function CompanyNameForm({ current }: { current: string | null }) {
  const [name, setName] = useState(current ?? '');
  const [save, { isLoading }] = useSetCompanyNameMutation();
  const submit = useSubmitWithToast((companyName: string | null) => save(companyName), {
    failureTitle: 'Company Name Not Saved',
    success: (saved) => ({ title: saved.companyName ? 'Company name saved' : 'Company name removed' }),
    onSuccess: (saved) => setName(saved.companyName ?? ''),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(name);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <FormField label="Company name" value={name} onChange={(event) => setName(event.target.value)} limit={80} counter="near-limit" placeholder="Acme Kitchens" required />
      <BusyButton type="submit" icon={Save} busy={isLoading} busyLabel="Saving company name">
        Save name
      </BusyButton>
      {current ? (
        <Button type="button" variant="outline" onClick={() => void submit(null)} disabled={isLoading}>
          Remove name
        </Button>
      ) : null}
    </form>
  );
}
