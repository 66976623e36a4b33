-- Who takes part in each project, as told by projects.events: its client, the engineers who bid, the one assigned.
CREATE TABLE project_parties (
  project_id           bigint PRIMARY KEY,
  client_id            bigint NOT NULL,
  title                text NOT NULL DEFAULT '',
  assigned_engineer_id bigint
);
CREATE TABLE project_bidders (
  project_id  bigint NOT NULL,
  engineer_id bigint NOT NULL,
  PRIMARY KEY (project_id, engineer_id)
);

CREATE TABLE messages (
  id          bigserial PRIMARY KEY,
  project_id  bigint NOT NULL,
  sender_id   bigint NOT NULL,
  receiver_id bigint NOT NULL,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_project ON messages (project_id, id);
