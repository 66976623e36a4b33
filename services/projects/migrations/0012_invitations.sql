-- A client's invitations to verified engineers to bid on their open projects (issue 29 item 7): one per project and
-- engineer; the engineer's Find Work page lists theirs newest first.
CREATE TABLE invitations (
  id          bigserial PRIMARY KEY,
  project_id  bigint NOT NULL REFERENCES projects (id),
  client_id   bigint NOT NULL,
  engineer_id bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, engineer_id)
);
CREATE INDEX invitations_engineer ON invitations (engineer_id, id);
