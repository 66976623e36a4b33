-- The 14-day free trial of a member's first paid plan (issue 29 item 12): the subscription is 'trialing' until
-- trial_ends_at (its current_period_end as well), when the first charge is made or, cancelled, the plan ends.
-- A trial's card is saved by a subscription payment of 0 cents (a setup: nothing is charged, no ledger transfer). A
-- member's succeeded plan payments, that one included, are what make them ineligible for another trial (one per
-- member, by id, not by card).
ALTER TABLE subscriptions ADD COLUMN trial_ends_at timestamptz;
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'inactive', 'trialing'));
ALTER TABLE payments DROP CONSTRAINT payments_amount_cents_check;
ALTER TABLE payments ADD CONSTRAINT payments_amount_cents_check
  CHECK (amount_cents > 0 OR (amount_cents = 0 AND kind = 'subscription'));
