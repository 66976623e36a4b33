-- Outgoing webhooks (issue 29 item 10): each member's endpoints (at most 5, app/webhooks) with the secret their
-- deliveries are signed with, and the deliveries the sender (webhooks/sender) works through. A delivery is written in
-- the transaction of the event it reports, once per event and endpoint; each attempt at it is kept for the log.
CREATE TABLE webhook_endpoints (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL,
  url        text NOT NULL,
  -- The subscribed event types, comma-separated (domain/webhook.hpp kWebhookEvents).
  events     text NOT NULL,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_by_user ON webhook_endpoints (user_id, id);

CREATE TABLE webhook_deliveries (
  id              bigserial PRIMARY KEY,
  endpoint_id     bigint NOT NULL REFERENCES webhook_endpoints ON DELETE CASCADE,
  -- The event reported (a ping: "ping-" and a random id); a replayed event queues nothing new.
  event_id        text NOT NULL,
  event_type      text NOT NULL,
  data            text NOT NULL,
  request_id      text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  status_code     integer,
  duration_ms     integer,
  last_error      text,
  delivered_at    timestamptz,
  failed_at       timestamptz,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, id);

CREATE TABLE webhook_attempts (
  delivery_id  bigint NOT NULL REFERENCES webhook_deliveries ON DELETE CASCADE,
  attempt      integer NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  status_code  integer,
  duration_ms  integer NOT NULL,
  error        text,
  PRIMARY KEY (delivery_id, attempt)
);
