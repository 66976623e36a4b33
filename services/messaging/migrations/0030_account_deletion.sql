-- Members who deleted their account (account.deleted): no e-mail is drafted to them any more.
CREATE TABLE deleted_members (
  user_id    bigint PRIMARY KEY,
  deleted_at timestamptz NOT NULL
);
