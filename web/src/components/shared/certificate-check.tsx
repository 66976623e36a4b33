import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * 'Check a certificate': a certificate id (as printed on it, e.g. CW-CV-7K3M9QX2) opens its public page. The page
 * itself says whether the id is one of ours; nothing is checked here beyond the id not being empty.
 */
export function CertificateCheck({ className }: { className?: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = id.trim().toUpperCase();
    if (!trimmed) {
      setError('Enter the certificate id, e.g. CW-CV-7K3M9QX2.');
      return;
    }
    setError(undefined);
    void navigate(paths.certificate.getHref(trimmed));
  };

  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-slate-200 bg-white p-6', className)}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Check a certificate
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every certificate has a public page: enter its id to see whom it was issued to and whether it is valid.</p>
      <form role="search" aria-label="Check a certificate" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label="Certificate id"
          placeholder="CW-CV-7K3M9QX2"
          autoComplete="off"
          spellCheck={false}
          value={id}
          error={error}
          onChange={(event) => setId(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="dark" className={error ? 'sm:mb-6' : undefined}>
          <Search aria-hidden="true" className="h-4 w-4" /> Check
        </Button>
      </form>
    </section>
  );
}
