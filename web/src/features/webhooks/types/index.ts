/** The events an endpoint can subscribe to (services/messaging/openapi.yaml), and the test delivery's `ping`. */
export type WebhookEvent = 'bid.placed' | 'stage.funded' | 'milestone.submitted' | 'milestone.approved' | 'files.uploaded';

export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
}

/** The answer to adding an endpoint: its signing secret, shown this once. */
export interface CreatedWebhook extends WebhookEndpoint {
  secret: string;
}

export interface WebhookAttempt {
  attempt: number;
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookDelivery {
  id: number;
  eventId: string;
  eventType: WebhookEvent | 'ping';
  createdAt: string;
  status: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  attempts: number;
  nextAttemptAt: string | null;
  durationMs: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
  tries: WebhookAttempt[];
}

export interface WebhookDeliveryPage {
  total: number;
  page: number;
  pageSize: number;
  deliveries: WebhookDelivery[];
}
