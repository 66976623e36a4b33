-- What members use, against their plan's limits, kept from other services' events (projects.events,
-- messaging.events): each consumed once (processed_events), so a redelivery counts nothing twice.

-- The projects each client posted; open until completed or cancelled.
CREATE TABLE client_projects (
  project_id bigint PRIMARY KEY,
  client_id  bigint NOT NULL,
  posted_at  timestamptz NOT NULL,
  open       boolean NOT NULL DEFAULT true
);
CREATE INDEX client_projects_client ON client_projects (client_id, posted_at);

-- Messages each member sent, by UTC day.
CREATE TABLE messages_sent (
  user_id bigint NOT NULL,
  day     date NOT NULL,
  count   int NOT NULL CHECK (count > 0),
  PRIMARY KEY (user_id, day)
);
