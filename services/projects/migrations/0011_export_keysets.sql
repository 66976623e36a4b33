-- The member exports read a member's projects and an engineer's bids a page at a time by id (keyset): each page an
-- index range, however many rows the member has.
CREATE INDEX projects_client_by_id ON projects (client_id, id);
CREATE INDEX projects_engineer_by_id ON projects (assigned_engineer_id, id) WHERE assigned_engineer_id IS NOT NULL;
CREATE INDEX bids_engineer_by_id ON bids (engineer_id, id);
