-- Members' own figures (GET /api/my-analytics, professional plans and up), each row the effect of one event, so a
-- redelivered event changes nothing: keyed on the bid's, review's or event's id, the projects on theirs.

-- Who looked at an engineer's profile (/engineer/<id>), once per viewer and UTC day: "user:<id>" for a member signed
-- in (the engineer's own views are not kept), else "visitor:<id>" (the browser's anonymous visitor id) or
-- "session:<id>" (the tab's session id) when the browser sent no visitor id.
CREATE TABLE profile_views (
  engineer_id bigint NOT NULL,
  day         date NOT NULL,
  viewer      text NOT NULL,
  PRIMARY KEY (engineer_id, day, viewer)
);

-- project.posted: the client's projects with their budget range as the form offered it ("$1,000 - $2,500").
CREATE TABLE member_projects (
  project_id   bigint PRIMARY KEY,
  client_id    bigint NOT NULL,
  title        text NOT NULL,
  budget_range text NOT NULL,
  posted_at    timestamptz NOT NULL
);
CREATE INDEX member_projects_by_client ON member_projects (client_id, posted_at);

-- bid.placed and bid.accepted: a bid, placed_at null while only its acceptance arrived.
CREATE TABLE member_bids (
  bid_id       bigint PRIMARY KEY,
  project_id   bigint NOT NULL,
  client_id    bigint NOT NULL,
  engineer_id  bigint NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  placed_at    timestamptz,
  accepted_at  timestamptz
);
CREATE INDEX member_bids_by_engineer ON member_bids (engineer_id, placed_at);
CREATE INDEX member_bids_by_project ON member_bids (project_id);

-- Money of project stages: payment.succeeded (paid by the client), stage.released (to the engineer), stage.refunded
-- (back to the client), in cents, keyed on the event's id.
CREATE TABLE member_money (
  event_id     text PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('paid', 'released', 'refunded')),
  project_id   bigint NOT NULL,
  client_id    bigint NOT NULL,
  engineer_id  bigint,  -- null for a payment: payment.succeeded names the payer only
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  at           timestamptz NOT NULL
);
CREATE INDEX member_money_by_client ON member_money (client_id, at);
CREATE INDEX member_money_by_engineer ON member_money (engineer_id, at) WHERE engineer_id IS NOT NULL;

-- review.posted: the ratings an engineer received.
CREATE TABLE member_reviews (
  review_id   bigint PRIMARY KEY,
  engineer_id bigint NOT NULL,
  rating      int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  posted_at   timestamptz NOT NULL
);
CREATE INDEX member_reviews_by_engineer ON member_reviews (engineer_id, posted_at);
