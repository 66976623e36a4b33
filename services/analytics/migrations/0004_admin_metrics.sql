-- What the admin dashboard shows, kept from other services' events (never read from their tables).

-- Engineers: names from user.registered, verification from engineer.verified / engineer.certified, completed
-- projects from project.completed. Events of one engineer come from two topics, so any of them may make the row.
CREATE TABLE engineers (
  user_id            bigint PRIMARY KEY,
  first_name         text,
  last_name          text,
  username           text,
  registered_at      timestamptz,
  verified_at        timestamptz,
  completed_projects int NOT NULL DEFAULT 0
);
CREATE INDEX engineers_pending ON engineers (registered_at) WHERE verified_at IS NULL;
CREATE INDEX engineers_verified ON engineers (verified_at) WHERE verified_at IS NOT NULL;

-- Projects and their status (posted, in_progress, completed, cancelled).
CREATE TABLE projects (
  project_id   bigint PRIMARY KEY,
  title        text NOT NULL,
  cabinet_type text NOT NULL,
  budget_range text NOT NULL,
  timeline     text,
  status       text NOT NULL CHECK (status IN ('posted', 'in_progress', 'completed', 'cancelled')),
  posted_at    timestamptz NOT NULL
);
CREATE INDEX projects_recent ON projects (posted_at DESC);

-- The platform's recent activity, one line per event worth telling an admin; the newest are shown.
CREATE TABLE activity (
  id          bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('signup', 'approval', 'project', 'bid_accepted', 'completion',
                                            'payment')),
  text        text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX activity_recent ON activity (occurred_at DESC, id DESC);
