import { ArrowRight, FileStack } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';

import { FILE_TRANSFER_TABS } from '../data/file-transfer-guide';
import type { GuideTab, GuideTabId } from '../types/file-transfer-guide';
import { GuideBlockView } from './guide-blocks';
import { PageHero } from './page-section';

const DEFAULT_TAB: GuideTabId = 'overview';

function parseTab(value: string | null): GuideTabId {
  return FILE_TRANSFER_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_TAB;
}

function GuidePanel({ tab }: { tab: GuideTab }) {
  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900">{tab.title}</h2>
      <p className="mt-2 break-words text-slate-600">{tab.summary}</p>
      {tab.sections.map((section) => (
        <section key={section.title} className="mt-8 space-y-3">
          <h3 className="text-lg font-semibold break-words text-slate-900">{section.title}</h3>
          {section.blocks.map((block, index) => (
            <GuideBlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </Card>
  );
}

/**
 * /file-transfer-guide: six tabs from preparing files to the first cut. The open tab is kept in `?tab=` so a link
 * (e.g. from the Help Center) can open the verification steps directly.
 */
export function FileTransferGuide() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseTab(searchParams.get('tab'));

  const selectTab = (value: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value === DEFAULT_TAB) params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHero
        icon={FileStack}
        title="File Transfer Guide"
        lead="How engineers hand over CNC-ready files and how clients check them before the first sheet is cut."
      />
      <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <Tabs value={active} onValueChange={selectTab}>
          <TabsList aria-label="Guide sections" className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
            {FILE_TRANSFER_TABS.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id} className="inline-flex min-w-0 items-center justify-center gap-1.5">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="min-w-0 break-words">{label}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {FILE_TRANSFER_TABS.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
              <GuidePanel tab={tab} />
            </TabsContent>
          ))}
        </Tabs>

        <nav aria-label="Related guides" className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.fileFormats.getHref()} className={buttonVariants({ variant: 'outline' })}>
            File Formats Guide
          </Link>
          <Link to={paths.help.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Help Center
          </Link>
          <Link to={paths.dashboard.getHref()} className={buttonVariants({ variant: 'primary' })}>
            Open your projects <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </nav>
      </div>
    </>
  );
}
