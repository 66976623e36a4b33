-- A payment intent is asked of the provider outside any transaction (no row lock waits on the card network): the
-- payment row is written first as 'creating', with the idempotency key the provider is asked with, then the
-- provider's intent is recorded on it. Until then it has no intent and no client secret; a request that finds it
-- (the payer asking again, another instance, the sweep after a crash) asks the provider again with the same key and
-- gets the same intent.
ALTER TABLE payments
  ALTER COLUMN intent_id DROP NOT NULL,
  ALTER COLUMN client_secret DROP NOT NULL,
  ADD COLUMN provider_key text;
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('creating', 'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'));
ALTER TABLE payments ADD CONSTRAINT payments_intent_once_created
  CHECK (status IN ('creating', 'canceled') OR (intent_id IS NOT NULL AND client_secret IS NOT NULL));
ALTER TABLE payments ADD CONSTRAINT payments_creating_has_key
  CHECK (status <> 'creating' OR provider_key IS NOT NULL);

-- One open intent per member and plan, the one being made included.
DROP INDEX payments_one_open_per_plan;
CREATE UNIQUE INDEX payments_one_open_per_plan ON payments (payer_id, kind, plan, billing_cycle)
  WHERE kind <> 'project_stage' AND status IN ('creating', 'requires_payment_method', 'requires_action');
-- What the sweep finishes: intents left half made by a crash or an unreachable provider.
CREATE INDEX payments_creating ON payments (updated_at) WHERE status = 'creating';
-- Every payment of a project's stage, whatever its state (the stages' view, the intents made so far): migration
-- 0005 narrowed the one index on them to live intents, which left these reads a scan of every payment.
CREATE INDEX payments_of_project ON payments (project_id, stage) WHERE kind = 'project_stage';
