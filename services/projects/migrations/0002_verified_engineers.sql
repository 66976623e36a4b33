-- Engineers allowed to bid: verified by an admin or certified by the test (learnt from the auth service's events).
CREATE TABLE verified_engineers (
  user_id     bigint PRIMARY KEY,
  verified_at timestamptz NOT NULL,
  reason      text NOT NULL CHECK (reason IN ('approved', 'certified'))
);
