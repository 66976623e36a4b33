/**
 * The services enforce the plan limits (billing's subscription.changed carries them) and answer with a sentence
 * that names the plan and points at /premium-plans, e.g. "Your Starter plan allows 3 active projects at a time.
 * Upgrade at /premium-plans for unlimited projects." These tell such an answer apart from other refusals.
 */
export function isPlanLimitMessage(message: string | null | undefined): message is string {
  if (!message) return false;
  return /\bplan allows\b/i.test(message) || message.includes('/premium-plans');
}

/** The daily message cap of the messaging service ("Your Starter plan allows 20 messages a day. ..."). */
export function isDailyMessageLimit(message: string | null | undefined): message is string {
  if (!message) return false;
  return /\bmessages? (a|per) day\b/i.test(message) || (isPlanLimitMessage(message) && /\bmessages?\b/i.test(message));
}
