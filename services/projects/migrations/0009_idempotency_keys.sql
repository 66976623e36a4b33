-- Each client's Idempotency-Key of POST /api/projects and the project its first request posted: a repeat is answered
-- with that project, request_hash tells a repeat from another request reusing the key. A key is claimed in the
-- transaction that posts, before anything else: the primary key makes a concurrent repeat wait for that transaction,
-- then find the claim. project_id is filled in by the same transaction, so a committed row always has one. Kept as
-- long as the project (a row per project posted with a key): a key never stands for another project.
CREATE TABLE idempotency_keys (
  client_id    bigint NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  project_id   bigint REFERENCES projects (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, key)
);
