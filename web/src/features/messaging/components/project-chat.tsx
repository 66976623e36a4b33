import { MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { fullName } from '@/lib/user-display';

import type { ChatPartner } from '../types';
import { ChatPanel } from './chat-panel';

export interface ProjectChatProps {
  projectId: number;
  viewerId: number;
  /** Whom the viewer may message here: the assigned engineer or the client; before assignment, the bidders. */
  partners: readonly ChatPartner[];
  /** The partner shown first (default: the first one). */
  initialPartnerId?: number;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The chat of one project; a client with several bidders picks whom to talk to. */
export function ProjectChat({ projectId, viewerId, partners, initialPartnerId, subtitle, actions }: ProjectChatProps) {
  const [chosenId, setChosenId] = useState(initialPartnerId);
  const partner = partners.find((candidate) => candidate.id === chosenId) ?? partners[0];

  if (!partner) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <MessageSquare aria-hidden="true" className="h-10 w-10 text-slate-300" />
        <p className="text-sm text-slate-600">Messages will be available once the project is assigned to an engineer.</p>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {partners.length > 1 ? (
        <SelectField
          label="Conversation with"
          value={String(partner.id)}
          onChange={(event) => setChosenId(Number(event.target.value))}
          options={partners.map((candidate) => ({ value: String(candidate.id), label: fullName(candidate) }))}
        />
      ) : null}
      <ChatPanel key={partner.id} projectId={projectId} viewerId={viewerId} partner={partner} subtitle={subtitle} actions={actions} />
    </div>
  );
}
