-- When a plan payment succeeded by billing's own clock (the same as succeeded_at unless a test moved the clock
-- forward with BILLING_TEST_CLOCK): the 30-day money-back guarantee is measured on it, as plan periods are.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS succeeded_on_clock timestamptz;
