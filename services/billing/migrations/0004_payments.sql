-- Paid plans, card payments and the escrow ledger.

-- A subscription's version grows with every change: subscription.changed carries it, so consumers keep the newest.
-- provider_subscription_id: the payment provider's recurring subscription (Stripe mode), when there is one.
ALTER TABLE subscriptions
  ADD COLUMN version bigint NOT NULL DEFAULT 1,
  ADD COLUMN provider_subscription_id text;
CREATE INDEX subscriptions_by_provider ON subscriptions (provider_subscription_id)
  WHERE provider_subscription_id IS NOT NULL;

-- The payment provider's customer of each member (Stripe mode), made once.
CREATE TABLE customers (
  user_id              bigint PRIMARY KEY,
  provider_customer_id text NOT NULL
);

-- Each project's accepted bid (from bid.accepted): what its three stages cost.
CREATE TABLE project_prices (
  project_id  bigint PRIMARY KEY,
  client_id   bigint NOT NULL,
  engineer_id bigint NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents > 0),
  accepted_at timestamptz NOT NULL
);

-- Card payments, one per payment intent. kind: subscription (a recurring plan), plan_period (one period of a plan,
-- not renewed) or project_stage. Statuses are the provider's: a declined card leaves the intent
-- requires_payment_method (with the reason in last_error) so the payer can try another card. Card numbers are never
-- stored: only the brand and the last four digits of the card that paid.
CREATE TABLE payments (
  id                       bigserial PRIMARY KEY,
  intent_id                text NOT NULL UNIQUE,
  client_secret            text NOT NULL,
  payer_id                 bigint NOT NULL,
  kind                     text NOT NULL CHECK (kind IN ('subscription', 'plan_period', 'project_stage')),
  plan                     text CHECK (plan IN ('professional', 'enterprise')),
  billing_cycle            text CHECK (billing_cycle IN ('monthly', 'yearly')),
  project_id               bigint,
  stage                    text CHECK (stage IN ('down_payment', 'milestone', 'final_payment')),
  amount_cents             bigint NOT NULL CHECK (amount_cents > 0),
  currency                 text NOT NULL DEFAULT 'usd',
  description              text NOT NULL,
  status                   text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action',
                                                           'processing', 'succeeded', 'canceled')),
  last_error               text,
  card_brand               text,
  card_last4               text,
  provider_subscription_id text,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  succeeded_at             timestamptz,
  CHECK ((kind = 'project_stage') = (project_id IS NOT NULL AND stage IS NOT NULL)),
  CHECK ((kind = 'project_stage') = (plan IS NULL AND billing_cycle IS NULL))
);
-- One payment per project stage: asking again gives the same intent.
CREATE UNIQUE INDEX payments_one_per_stage ON payments (project_id, stage) WHERE kind = 'project_stage';
-- One open intent per member and plan: asking again before paying gives the same intent. (A renewal the provider
-- charges by itself is never open: it is made processing, then succeeds.)
CREATE UNIQUE INDEX payments_one_open_per_plan ON payments (payer_id, kind, plan, billing_cycle)
  WHERE kind <> 'project_stage' AND status IN ('requires_payment_method', 'requires_action');
CREATE INDEX payments_by_payer ON payments (payer_id, created_at);

-- The first answer to each member's Idempotency-Key, given again to a repeated request; request_hash tells a
-- repeat from another request reusing the key. Kept 24 hours.
CREATE TABLE idempotency_keys (
  user_id      bigint NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status       int NOT NULL,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Provider webhooks applied, by event id: a redelivered one changes nothing.
CREATE TABLE webhook_events (
  event_id    text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The double-entry ledger. Every movement of money is a transfer of two entries that sum to zero:
--   payment of a stage: client:<id> -x, escrow:project:<id> +x
--   release of a stage: escrow:project:<id> -x, engineer:<id> +x
--   refund of a stage:  escrow:project:<id> -x, client:<id> +x
--   payment of a plan:  client:<id> -x, platform:revenue +x
-- A payment is recorded once, released once, refunded once (UNIQUE). Balances are sums of entries by account.
CREATE TABLE ledger_transfers (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('payment', 'release', 'refund')),
  payment_id bigint NOT NULL REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_id, kind)
);

CREATE TABLE ledger_entries (
  transfer_id  bigint NOT NULL REFERENCES ledger_transfers (id),
  account      text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0)
);
CREATE INDEX ledger_entries_by_transfer ON ledger_entries (transfer_id);
CREATE INDEX ledger_entries_by_account ON ledger_entries (account);

-- At commit, each transfer written must have exactly two entries summing to zero, or the transaction fails.
-- (It reads the table in the trigger's own schema, whatever the writer's search_path.)
CREATE FUNCTION ledger_transfer_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entries int;
  total   numeric;
BEGIN
  EXECUTE format('SELECT count(*), coalesce(sum(amount_cents), 0) FROM %I.ledger_entries WHERE transfer_id = $1',
                 TG_TABLE_SCHEMA)
    INTO entries, total USING NEW.transfer_id;
  IF entries <> 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance (% entries, sum %)', NEW.transfer_id, entries, total;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balances();

-- Ledger rows are never changed or removed.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only';
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
