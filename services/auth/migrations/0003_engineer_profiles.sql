-- Trigram matching for the directory's free-text search (pg_trgm is a trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE engineer_profiles (
  user_id              bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  bio                  text NOT NULL DEFAULT '',
  experience           text NOT NULL DEFAULT '',
  hourly_rate_cents    integer CHECK (hourly_rate_cents BETWEEN 0 AND 100000),
  years_experience     integer NOT NULL DEFAULT 0 CHECK (years_experience BETWEEN 0 AND 70),
  software_skills      text[] NOT NULL DEFAULT '{}',
  specializations      text[] NOT NULL DEFAULT '{}',
  languages            text[] NOT NULL DEFAULT '{}',
  education            text[] NOT NULL DEFAULT '{}',
  certifications       text[] NOT NULL DEFAULT '{}',
  portfolio_images     text[] NOT NULL DEFAULT '{}',
  response_time        text NOT NULL DEFAULT 'Within 24 hours',
  availability         text NOT NULL DEFAULT 'Available now',
  show_contact_info    boolean NOT NULL DEFAULT false,
  rating_total         integer NOT NULL DEFAULT 0,
  review_count         integer NOT NULL DEFAULT 0,
  rating               numeric(2, 1) GENERATED ALWAYS AS (
                         CASE WHEN review_count = 0 THEN 5.0 ELSE round(rating_total::numeric / review_count, 1) END
                       ) STORED,
  completed_projects   integer NOT NULL DEFAULT 0,
  is_verified          boolean NOT NULL DEFAULT false,
  certification_status text NOT NULL DEFAULT 'pending' CHECK (certification_status IN ('pending', 'failed', 'certified')),
  certification_score  integer,
  certification_date   timestamptz,
  -- Lower-cased names, bio, skills and specialisations: what the directory's search box looks in.
  search_text          text NOT NULL DEFAULT '',
  -- Lower-cased software skills, for the software filter.
  skill_keys           text[] NOT NULL DEFAULT '{}',
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- The directory's order: verified first, then rating, then a stable tie-breaker.
CREATE INDEX engineer_profiles_directory ON engineer_profiles (is_verified DESC, rating DESC, user_id);
CREATE INDEX engineer_profiles_search ON engineer_profiles USING gin (search_text gin_trgm_ops);
CREATE INDEX engineer_profiles_skills ON engineer_profiles USING gin (skill_keys);
CREATE INDEX users_location_search ON users USING gin (lower(location) gin_trgm_ops);

-- Engineers who signed up before profiles existed get theirs now.
INSERT INTO engineer_profiles (user_id, search_text)
SELECT id, lower(first_name || ' ' || last_name || ' ' || username) FROM users WHERE role = 'engineer';

CREATE TABLE certification_attempts (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_ids    integer[] NOT NULL,
  started_at      timestamptz NOT NULL DEFAULT now(),
  deadline        timestamptz NOT NULL,
  submitted_at    timestamptz,
  status          text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'passed', 'failed', 'expired')),
  score           integer,
  total_questions integer NOT NULL
);
CREATE INDEX certification_attempts_user ON certification_attempts (user_id, id DESC);
-- At most one attempt in progress per engineer, whatever races.
CREATE UNIQUE INDEX certification_attempts_open ON certification_attempts (user_id) WHERE status = 'in_progress';

-- Projects that reached completed, learnt from the projects service's events: who may review whom.
CREATE TABLE completed_engagements (
  project_id   bigint PRIMARY KEY,
  client_id    bigint NOT NULL,
  engineer_id  bigint NOT NULL,
  completed_at timestamptz NOT NULL
);
CREATE INDEX completed_engagements_pair ON completed_engagements (engineer_id, client_id);

CREATE TABLE reviews (
  id          bigserial PRIMARY KEY,
  engineer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id  bigint NOT NULL UNIQUE,
  rating      integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_engineer ON reviews (engineer_id, id DESC);
