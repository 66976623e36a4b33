import { useEffect } from 'react';

/**
 * The conversations on screen now (a project and the partner), so that a message arriving in one of them raises no
 * 'New Message' toast: the member is reading that chat and sees the message appear in it. A direct conversation (one
 * per pair, outside any project) is shown as project 0 with its other member.
 */
const shown = new Map<string, number>();

const keyOf = (projectId: number, partnerId: number) => `${projectId}:${partnerId}`;

/** Marks the chat as on screen until the returned function is called (a chat may be mounted twice at once). */
export function showChat(projectId: number, partnerId: number): () => void {
  const key = keyOf(projectId, partnerId);
  shown.set(key, (shown.get(key) ?? 0) + 1);
  return () => {
    const left = (shown.get(key) ?? 1) - 1;
    if (left > 0) shown.set(key, left);
    else shown.delete(key);
  };
}

/** Whether the member has the chat with `partnerId` on `projectId` open. */
export function isChatShown(projectId: number, partnerId: number): boolean {
  return shown.has(keyOf(projectId, partnerId));
}

/** A chat component's registration while it is mounted. */
export function useChatShown(projectId: number, partnerId: number): void {
  useEffect(() => showChat(projectId, partnerId), [projectId, partnerId]);
}
