-- The period end a member was last told ahead of (subscription.period_ending, by the sweep): compared with
-- current_period_end, so each period is told once and a new period gets a new notice.
ALTER TABLE subscriptions ADD COLUMN period_end_noticed timestamptz;

-- failed: a renewal the provider could not charge (Stripe's invoice.payment_failed for a subscription cycle), kept in
-- the member's payments with the reason in last_error. It is no open intent: nobody confirms it; the provider retries
-- the invoice by itself, and its success makes the same row succeeded.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('creating', 'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled',
                    'failed'));
