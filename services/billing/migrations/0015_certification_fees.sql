-- The fee of an attempt at a paid certification track (issue 30 item 5). auth owns the tracks and their rules;
-- billing owns what an attempt costs and the title a payment shows ("Certification fee: <title>"). One paid fee is
-- one attempt: auth learns of it from certification.fee_paid.
CREATE TABLE certification_fees (
  track        text PRIMARY KEY,
  title        text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency     text NOT NULL DEFAULT 'usd',
  position     int NOT NULL
);
INSERT INTO certification_fees (track, title, amount_cents, position) VALUES
  ('cabinet_vision', 'Cabinet Vision Certified', 9900, 1),
  ('mozaik', 'Mozaik Certified', 9900, 2),
  ('autocad', 'AutoCAD for Cabinetry Certified', 9900, 3);

-- A payment of kind certification_fee names its track (and no plan, cycle, project or stage).
ALTER TABLE payments ADD COLUMN track text REFERENCES certification_fees (track);
ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('subscription', 'plan_period', 'project_stage', 'certification_fee'));
ALTER TABLE payments DROP CONSTRAINT payments_check;
ALTER TABLE payments DROP CONSTRAINT payments_check1;
ALTER TABLE payments ADD CONSTRAINT payments_stage_fields
  CHECK ((kind = 'project_stage') = (project_id IS NOT NULL AND stage IS NOT NULL));
ALTER TABLE payments ADD CONSTRAINT payments_plan_fields
  CHECK ((kind IN ('project_stage', 'certification_fee')) = (plan IS NULL AND billing_cycle IS NULL));
ALTER TABLE payments ADD CONSTRAINT payments_track_fields CHECK ((kind = 'certification_fee') = (track IS NOT NULL));

-- One open fee intent per member and track: asking again before paying gives the same intent.
CREATE UNIQUE INDEX payments_one_open_fee ON payments (payer_id, track)
  WHERE kind = 'certification_fee' AND status IN ('creating', 'requires_payment_method', 'requires_action');

-- Members whose account was deleted (account.deleted): an intent of theirs is no longer charged.
CREATE TABLE deleted_members (
  user_id    bigint PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- payment_rows (migration 0007) with the track at the end.
CREATE OR REPLACE VIEW payment_rows AS
  SELECT id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version, project_id,
    stage, amount_cents, currency, description, status, last_error,
    iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at,
    updated_at, stale_reason, track
  FROM payments;
