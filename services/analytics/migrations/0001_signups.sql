-- One row per member who signed up as a client or an engineer (admins are not signups).
CREATE TABLE signups (
  user_id      bigint PRIMARY KEY,
  role         text NOT NULL CHECK (role IN ('client', 'engineer')),
  source       text,
  signed_up_at timestamptz NOT NULL
);
CREATE INDEX signups_time ON signups (signed_up_at);
