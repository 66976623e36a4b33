-- Unique visitors: the anonymous visitor ids the web app sends with its page views (random, kept in the browser's
-- localStorage, no personal data), once per UTC day. A period's unique visitors are its distinct ids, the conversion
-- rate's denominator.
CREATE TABLE page_view_visitors (
  day        date NOT NULL,
  visitor_id text NOT NULL,
  PRIMARY KEY (day, visitor_id)
);

-- What an operator looks at first (GET /api/admin/marketplace-metrics): one row per event of projects.events
-- (project.posted, bid.placed, bid.accepted) and billing.events (payment.succeeded of a project stage as paid_in,
-- stage.released, stage.refunded), keyed on the event's id so that a redelivered event counts once. Money in cents.
CREATE TABLE marketplace_events (
  event_id     text PRIMARY KEY,
  kind         text NOT NULL
               CHECK (kind IN ('project_posted', 'bid_placed', 'bid_accepted', 'paid_in', 'released', 'refunded')),
  project_id   bigint NOT NULL,
  amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  at           timestamptz NOT NULL
);
CREATE INDEX marketplace_events_by_kind ON marketplace_events (kind, at);
CREATE INDEX marketplace_events_accepted ON marketplace_events (project_id) WHERE kind = 'bid_accepted';
