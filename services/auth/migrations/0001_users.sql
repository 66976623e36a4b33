CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  username      text NOT NULL,
  email         text NOT NULL,
  password_hash text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  role          text NOT NULL CHECK (role IN ('client', 'engineer', 'admin')),
  phone         text,
  location      text,
  profile_image text,
  signup_source text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Usernames and e-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
