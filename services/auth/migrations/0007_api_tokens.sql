-- Personal API tokens (issue 29 item 10, custom integrations): the token itself is never stored, only key, the
-- base64url SHA-256 of it (Redis keeps the live ones under the same key, cw/session.hpp), and its first characters
-- to tell tokens apart in the list. A revoked token keeps its row (revoked_at) for the member's record.
CREATE TABLE api_tokens (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  scope      text NOT NULL CHECK (scope IN ('read', 'read_write')),
  key        text NOT NULL UNIQUE,
  prefix     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX api_tokens_active ON api_tokens (user_id, id) WHERE revoked_at IS NULL;
