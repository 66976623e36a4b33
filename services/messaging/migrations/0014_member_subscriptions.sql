-- What messaging last heard of each member's paid subscription (subscription.changed, the highest version), so that
-- the next change can be told in words: a plan cancelled, renewed, or ended (issue 28).
CREATE TABLE member_subscriptions (
  user_id              bigint PRIMARY KEY,
  version              bigint NOT NULL,
  plan                 text NOT NULL,
  cancel_at_period_end boolean NOT NULL,
  current_period_end   text
);
