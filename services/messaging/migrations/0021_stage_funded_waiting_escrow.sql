-- Whether the waiting stage's money is held in escrow or went to the engineer at once (payment.succeeded's escrow):
-- the engineer's notification says which. Rows written before were held.
ALTER TABLE stage_funded_waiting ADD COLUMN IF NOT EXISTS escrow boolean NOT NULL DEFAULT true;
