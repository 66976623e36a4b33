-- A stage whose payment went to the engineer at once instead of into escrow (billing's payment.succeeded with
-- escrow false: the project was accepted while its client's plan had no escrow). Nothing of it is held, so it
-- cannot be disputed; approving it is about the work alone.
ALTER TABLE milestones ADD COLUMN paid_directly boolean NOT NULL DEFAULT false;
