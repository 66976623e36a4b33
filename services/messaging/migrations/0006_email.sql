-- E-mail: where each user's e-mails go (from user.registered), what each user turned off, and the outbox the sender
-- (mail/sender) works through. A row of the outbox is written in the transaction of the event that calls for it,
-- so an applied event always has its e-mail queued, once.
CREATE TABLE email_contacts (
  user_id    bigint PRIMARY KEY,
  email      text NOT NULL,
  first_name text NOT NULL
);

-- The kinds a user turned off (absent: on).
CREATE TABLE email_opt_outs (
  user_id    bigint NOT NULL,
  preference text NOT NULL CHECK (preference IN ('newBid', 'bidAccepted', 'newMessage', 'accountReview')),
  PRIMARY KEY (user_id, preference)
);

CREATE TABLE email_outbox (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL,
  kind            text NOT NULL,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body            text NOT NULL,
  -- The same at every attempt: a mailbox that sees it twice (a crash between the SMTP server's yes and our commit)
  -- shows it once.
  message_id      text NOT NULL UNIQUE DEFAULT (gen_random_uuid()::text || '@cabinetworks.local'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  sent_at         timestamptz,
  -- Given up on: the SMTP server refused it for good, or it failed kMaxAttempts times.
  failed_at       timestamptz
);
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;

-- The last new-message e-mail per conversation (project) and receiver: at most one an hour.
CREATE TABLE email_message_reminders (
  project_id bigint NOT NULL,
  user_id    bigint NOT NULL,
  mailed_at  timestamptz NOT NULL,
  PRIMARY KEY (project_id, user_id)
);
