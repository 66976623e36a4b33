import { FlaskConical } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';

import { DEMO_FILES, DEMO_MESSAGES, DEMO_PROJECT, DEMO_STAGES, type DemoFile, type DemoFileType, type DemoMessage } from '../data/demo-project';
import { canRequestRevision, fileFormatLabel, nextRevisionCount } from '../utils/demo';
import { FilesTab } from './files-tab';
import { MessagesTab } from './messages-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { RevisionsTab, type RevisionRequest } from './revisions-tab';

/** The demo project's revisions so far (DEMO_PROJECT.totalRevisions of them). */
const INITIAL_REVISIONS: RevisionRequest[] = [{ number: DEMO_PROJECT.totalRevisions, note: 'Move the sink base 2" left to clear the window trim.' }];

export interface PaymentDemoPageProps {
  /** Shown under the tabs: where the real payments and revisions are. */
  callout?: ReactNode;
}

/**
 * /project-payment-demo: a hard-coded project in five tabs (spec section 2). Revision requests, uploads and messages
 * only change this page's state; nothing is sent.
 */
export function PaymentDemoPage({ callout }: PaymentDemoPageProps) {
  const project = DEMO_PROJECT;
  const [revisions, setRevisions] = useState<RevisionRequest[]>(INITIAL_REVISIONS);
  const [files, setFiles] = useState<DemoFile[]>(DEMO_FILES);
  const [messages, setMessages] = useState<DemoMessage[]>(DEMO_MESSAGES);
  // The demo project has used its first revision already (totalRevisions); each request adds one to the history.
  const revisionsUsed = revisions.length;

  const requestRevision = (note: string) => {
    if (!canRequestRevision(revisionsUsed, project.maxRevisions)) return;
    const number = nextRevisionCount(revisionsUsed, project.maxRevisions);
    setRevisions((current) => [...current, { number, note }]);
    toast({ title: 'Revision requested', description: `Revision ${number} of ${project.maxRevisions} (demo: nothing was sent).` });
  };

  const addFiles = (chosen: File[], type: DemoFileType) => {
    const today = new Date().toISOString().slice(0, 10);
    setFiles((current) => [
      ...current,
      ...chosen.map((file, index) => ({
        id: `local-${current.length + index}`,
        name: file.name,
        type,
        date: today,
        format: fileFormatLabel(file.name),
      })),
    ]);
  };

  const sendMessage = (text: string) => {
    setMessages((current) => [...current, { id: `local-${current.length}`, from: 'client', text, sentAt: new Date().toISOString() }]);
  };

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-3">
        <Badge tone="amber">
          <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" /> Demo
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Project Payment Demo</h1>
        <p className="max-w-3xl text-slate-600">
          A sample project showing how milestone payments, revisions, files and messages fit together. Everything here is example
          data: nothing is charged, uploaded or sent.
        </p>
      </header>

      <Tabs defaultValue="overview" className="mt-8">
        <TabsList aria-label="Demo project" className="sm:grid-cols-5">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="payments">Payments</TabsTrigger>
          <TabsTrigger value="revisions">Revisions</TabsTrigger>
          <TabsTrigger value="files">Files</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab project={project} revisionsUsed={revisionsUsed} />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab project={project} stages={DEMO_STAGES} />
        </TabsContent>
        <TabsContent value="revisions">
          <RevisionsTab used={revisionsUsed} max={project.maxRevisions} requests={revisions} onRequest={requestRevision} />
        </TabsContent>
        <TabsContent value="files">
          <FilesTab files={files} onAdd={addFiles} />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab project={project} messages={messages} onSend={sendMessage} />
        </TabsContent>
      </Tabs>

      {callout}
    </div>
  );
}
