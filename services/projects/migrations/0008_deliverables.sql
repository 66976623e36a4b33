-- Deliverables: the files a project's participants exchange, and the review loop of its three paid stages.

-- Every uploaded version of a project's files. The bytes live on disk under the files folder, named by their
-- SHA-256 (so two uploads of the same bytes share one stored copy); a file uploaded again under the same name is its
-- next version. Rows are never changed but for the client's waiver of a failing preflight.
CREATE TABLE project_files (
  id               bigserial PRIMARY KEY,
  project_id       bigint NOT NULL REFERENCES projects (id),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  version          integer NOT NULL CHECK (version >= 1),
  format           text NOT NULL,
  content_type     text NOT NULL,
  size_bytes       bigint NOT NULL CHECK (size_bytes >= 0),
  sha256           text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  uploader_id      bigint NOT NULL,
  uploaded_at      timestamptz NOT NULL DEFAULT now(),
  preflight        jsonb,
  preflight_status text CHECK (preflight_status IN ('pass', 'fail', 'error')),
  preflight_waived_by bigint,
  preflight_waived_at timestamptz,
  UNIQUE (project_id, name, version),
  CHECK ((preflight IS NULL) = (preflight_status IS NULL))
);
CREATE INDEX project_files_by_uploader ON project_files (project_id, uploader_id);

-- The three stages of a project with an accepted bid, named as billing's payment types. state:
--   pending -> funded (billing's payment succeeded) -> submitted (the engineer's revision set)
--   submitted -> approved (the client, or 7 days of silence) | changes_requested (at most 3 times) -> submitted
--   funded | submitted | changes_requested -> disputed -> resolved (an admin: release, refund or split)
CREATE TABLE milestones (
  project_id      bigint NOT NULL REFERENCES projects (id),
  stage           text NOT NULL CHECK (stage IN ('down_payment', 'milestone', 'final_payment')),
  position        integer NOT NULL CHECK (position BETWEEN 1 AND 3),
  state           text NOT NULL DEFAULT 'pending'
                  CHECK (state IN ('pending', 'funded', 'submitted', 'changes_requested', 'approved', 'disputed',
                                   'resolved')),
  revisions_used  integer NOT NULL DEFAULT 0 CHECK (revisions_used BETWEEN 0 AND 3),
  funded_at       timestamptz,
  submitted_at    timestamptz,
  approved_at     timestamptz,
  PRIMARY KEY (project_id, stage),
  UNIQUE (project_id, position)
);
-- The auto-approval sweep's rows.
CREATE INDEX milestones_awaiting_review ON milestones (submitted_at) WHERE state = 'submitted';

-- Each submission: the files as they were at that moment (ids of immutable versions), and the client's answer.
CREATE TABLE milestone_submissions (
  project_id     bigint NOT NULL,
  stage          text NOT NULL,
  revision       integer NOT NULL CHECK (revision >= 1),
  note           text NOT NULL,
  file_ids       jsonb NOT NULL,
  submitted_by   bigint NOT NULL,
  submitted_at   timestamptz NOT NULL DEFAULT now(),
  changes_note   text,
  changes_at     timestamptz,
  PRIMARY KEY (project_id, stage, revision),
  FOREIGN KEY (project_id, stage) REFERENCES milestones (project_id, stage)
);

CREATE TABLE disputes (
  id                bigserial PRIMARY KEY,
  project_id        bigint NOT NULL,
  stage             text NOT NULL,
  opened_by         bigint NOT NULL,
  reason            text NOT NULL,
  opened_at         timestamptz NOT NULL DEFAULT now(),
  -- The state the stage was in, for the record.
  state_before      text NOT NULL,
  outcome           text CHECK (outcome IN ('release', 'refund', 'split')),
  engineer_share_bp integer CHECK (engineer_share_bp BETWEEN 0 AND 10000),
  resolution_note   text,
  resolved_by       bigint,
  resolved_at       timestamptz,
  FOREIGN KEY (project_id, stage) REFERENCES milestones (project_id, stage),
  CHECK ((outcome IS NULL) = (resolved_at IS NULL))
);
-- One open dispute per stage.
CREATE UNIQUE INDEX disputes_one_open ON disputes (project_id, stage) WHERE resolved_at IS NULL;

-- The timeline of every step, append-only: the project page's milestone timeline and activity.
CREATE TABLE milestone_timeline (
  id         bigserial PRIMARY KEY,
  project_id bigint NOT NULL,
  stage      text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('funded', 'submitted', 'changes_requested', 'approved', 'auto_approved',
                                           'disputed', 'resolved', 'released', 'refunded', 'preflight_waived')),
  actor_id   bigint,
  detail     jsonb NOT NULL DEFAULT '{}',
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX milestone_timeline_by_project ON milestone_timeline (project_id, id);

CREATE FUNCTION milestone_timeline_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the milestone timeline is append-only';
END
$$;
CREATE TRIGGER milestone_timeline_append_only BEFORE UPDATE OR DELETE ON milestone_timeline
  FOR EACH ROW EXECUTE FUNCTION milestone_timeline_is_append_only();

-- Projects accepted before this migration get their stages now; later ones when their bid is accepted.
INSERT INTO milestones (project_id, stage, position)
SELECT p.id, s.stage, s.position
FROM projects p
CROSS JOIN (VALUES ('down_payment', 1), ('milestone', 2), ('final_payment', 3)) AS s (stage, position)
WHERE p.assigned_engineer_id IS NOT NULL;

-- Times as the API writes them: ISO-8601 UTC with milliseconds. (Every schema has it since, cw::db::iso_utc_migration,
-- which a new database runs first: hence OR REPLACE.)
CREATE OR REPLACE FUNCTION iso_utc(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

CREATE VIEW project_file_rows AS
SELECT f.id, f.project_id, f.name, f.version, f.format, f.content_type, f.size_bytes, f.sha256, f.uploader_id,
  iso_utc(f.uploaded_at) AS uploaded_at, f.preflight::text AS preflight, f.preflight_status,
  f.preflight_waived_by IS NOT NULL AS preflight_waived,
  coalesce(u.username, '') AS uploader_username, coalesce(u.first_name, '') AS uploader_first_name,
  coalesce(u.last_name, '') AS uploader_last_name, coalesce(u.role, '') AS uploader_role
FROM project_files f
LEFT JOIN user_directory u ON u.user_id = f.uploader_id;
