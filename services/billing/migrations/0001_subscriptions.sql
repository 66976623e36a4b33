CREATE TABLE subscriptions (
  user_id              bigint PRIMARY KEY,
  plan                 text NOT NULL CHECK (plan IN ('starter', 'professional', 'enterprise')),
  status               text NOT NULL CHECK (status IN ('active', 'inactive')),
  billing_cycle        text NOT NULL CHECK (billing_cycle IN ('monthly', 'yearly')),
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end   timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
