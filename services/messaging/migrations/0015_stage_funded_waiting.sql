-- Issue 28: billing.events and projects.events are read independently, so a stage's payment.succeeded can be applied
-- before the bid.accepted that names the project's engineer. The engineer's "stage funded" notification waits here
-- until bid.accepted is applied; it is then keyed on the payment's event, so a replay of either makes no second one.
CREATE TABLE stage_funded_waiting (
  project_id   bigint NOT NULL,
  event_id     uuid   NOT NULL,  -- the payment.succeeded event
  payment_type text   NOT NULL,
  amount_cents bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, event_id)
);
