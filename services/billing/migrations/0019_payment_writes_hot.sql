-- A stage payment's row is written three times (made, its intent recorded, paid). No update was HOT: each changed
-- status and updated_at, which the partial unique indexes (their predicates) and payments_creating (its key) name,
-- so every write added an entry to every index of the table. The indexes now name stored generated columns whose
-- values do not change while a payment goes from one live status to the next:
--   live_stage: a stage payment that holds its stage (not cancelled, not a stale success); it changes only when the
--     payment is cancelled or found stale;
--   open_intent: a plan's or a fee's intent nobody paid yet (creating, requires_payment_method, requires_action):
--     always false for a stage payment;
--   creating_since: when a payment still being made was last touched (NULL once its intent is recorded): it changes
--     when the intent is recorded (which changes intent_id, a unique key, anyway), not when the payment is paid.
-- PostgreSQL compares the values of indexed columns, so marking a stage payment paid (status, succeeded_at, card,
-- updated_at) is a HOT update: no index entry, the new version on the same page. fillfactor 80 leaves room for it on
-- the page. Recording the intent still changes intent_id (unique: the webhooks' and confirms' look-up) and
-- creating_since, so it is not HOT.
ALTER TABLE payments SET (fillfactor = 80);
ALTER TABLE payments
  ADD COLUMN live_stage boolean
    GENERATED ALWAYS AS (kind = 'project_stage' AND status <> 'canceled' AND stale_reason IS NULL) STORED,
  ADD COLUMN open_intent boolean
    GENERATED ALWAYS AS (kind <> 'project_stage'
                         AND status IN ('creating', 'requires_payment_method', 'requires_action')) STORED,
  ADD COLUMN creating_since timestamptz
    GENERATED ALWAYS AS (CASE WHEN status = 'creating' THEN updated_at END) STORED;

-- The same constraints as before (0005, 0006, 0015), by the same names.
DROP INDEX payments_one_per_stage;
CREATE UNIQUE INDEX payments_one_per_stage ON payments (project_id, stage) WHERE live_stage;
DROP INDEX payments_one_open_per_plan;
CREATE UNIQUE INDEX payments_one_open_per_plan ON payments (payer_id, kind, plan, billing_cycle) WHERE open_intent;
DROP INDEX payments_one_open_fee;
CREATE UNIQUE INDEX payments_one_open_fee ON payments (payer_id, track)
  WHERE kind = 'certification_fee' AND open_intent;
DROP INDEX payments_creating;
CREATE INDEX payments_creating ON payments (creating_since) WHERE creating_since IS NOT NULL;
