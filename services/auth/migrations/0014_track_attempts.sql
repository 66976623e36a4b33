-- The paid certification tracks' attempts and certificates (issue 30 item 5; the tracks and their banks: 0010-0013).
-- Every time here is auth's clock (movable in tests), written by the service, never now(): a certificate lapses, and
-- a reminder falls due, by the clock the service's rules see.

-- One attempt paid for (certification.fee_paid from billing), kept until an attempt uses it. Paying twice: two rows.
CREATE TABLE track_paid_attempts (
  payment_id   text PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  track        text NOT NULL REFERENCES certification_tracks (id),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  paid_at      text NOT NULL,  -- as billing wrote it
  received_at  timestamptz NOT NULL DEFAULT now(),
  attempt_id   bigint UNIQUE   -- the attempt that used it (foreign key below)
);
CREATE INDEX track_paid_attempts_unused ON track_paid_attempts (user_id, track) WHERE attempt_id IS NULL;

-- question_ids: the attempt's questions (track_questions) in the order shown; read back as JSON (array_to_json).
CREATE TABLE track_attempts (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  track           text NOT NULL REFERENCES certification_tracks (id),
  question_ids    int[] NOT NULL,
  status          text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'passed', 'failed', 'expired')),
  score           int,
  total_questions int NOT NULL,
  started_at      timestamptz NOT NULL,
  deadline        timestamptz NOT NULL,
  finished_at     timestamptz  -- submitted, or the deadline of an expired attempt
);
-- At most one attempt in progress per engineer and track.
CREATE UNIQUE INDEX track_attempts_one_in_progress ON track_attempts (user_id, track) WHERE status = 'in_progress';
CREATE INDEX track_attempts_of ON track_attempts (user_id, track, id);

ALTER TABLE track_paid_attempts
  ADD CONSTRAINT track_paid_attempts_attempt FOREIGN KEY (attempt_id) REFERENCES track_attempts (id) ON DELETE CASCADE;

-- A certificate: valid until expires_at unless superseded (renewed: superseded_by the new one). The id is public and
-- unguessable: CW-<track code>-<8 random Crockford base32 characters>.
CREATE TABLE track_certificates (
  id              text PRIMARY KEY CHECK (id ~ '^CW-[A-Z]{2,3}-[0-9A-HJKMNP-TV-Z]{8}$'),
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  track           text NOT NULL REFERENCES certification_tracks (id),
  attempt_id      bigint NOT NULL UNIQUE REFERENCES track_attempts (id) ON DELETE CASCADE,
  score           int NOT NULL,
  total_questions int NOT NULL,
  issued_at       timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  -- Set in the transaction that inserts the new certificate, before the insert (so deferred).
  superseded_by   text REFERENCES track_certificates (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
  reminded_30_at  timestamptz,
  reminded_7_at   timestamptz
);
-- One current certificate per engineer and track; the directory's certification filter reads the first.
CREATE UNIQUE INDEX track_certificates_current_of_user ON track_certificates (user_id, track)
  WHERE superseded_by IS NULL;
CREATE INDEX track_certificates_current ON track_certificates (track, expires_at) INCLUDE (user_id)
  WHERE superseded_by IS NULL;
-- The reminder sweep's candidates, and the latest lapse (part of the directory cache's key).
CREATE INDEX track_certificates_expiry ON track_certificates (expires_at) WHERE superseded_by IS NULL;
