-- Whether a project's stages are held in escrow, decided once by its client's plan when billing learnt of the
-- accepted bid (a plan with the escrow capability holds them until projects' review loop settles them; starter's go
-- to the engineer as soon as they are paid). Later plan changes do not change it. Projects accepted before this
-- column existed were held, and stay so.
ALTER TABLE project_prices ADD COLUMN IF NOT EXISTS escrow boolean NOT NULL DEFAULT true;
