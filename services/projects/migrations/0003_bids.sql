-- Bids, and what browsing open projects needs to stay fast at tens of thousands of projects.
ALTER TABLE projects
  ADD COLUMN completed_at  timestamptz,
  ADD COLUMN bid_count     integer NOT NULL DEFAULT 0,
  -- Title and description as words, for the browse page's search (word prefixes). pg_trgm, which the engineer
  -- directory uses, is installed once per database, in the auth schema, which this service cannot use.
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || description)) STORED,
  ADD CONSTRAINT projects_final_amount_positive CHECK (final_amount_cents > 0);

-- Browsing: open projects newest first, and the search among them.
-- The filters' columns ride along, so a filtered or deep page is read from the index alone.
CREATE INDEX projects_open ON projects (created_at DESC, id DESC) INCLUDE (cabinet_type, budget_range, material_type)
  WHERE status = 'posted';
CREATE INDEX projects_open_search ON projects USING gin (search_vector) WHERE status = 'posted';

CREATE TABLE bids (
  id           bigserial PRIMARY KEY,
  project_id   bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  engineer_id  bigint NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 1000000000),
  proposal     text NOT NULL,
  timeline     text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  -- One bid per engineer and project, whatever races.
  CONSTRAINT bids_one_per_engineer UNIQUE (project_id, engineer_id)
);
CREATE INDEX bids_engineer ON bids (engineer_id, project_id);
-- At most one accepted bid per project, whatever races.
CREATE UNIQUE INDEX bids_one_accepted ON bids (project_id) WHERE status = 'accepted';

-- Counters kept by statement-level triggers, so that rows written by any means (a seed script's bulk insert too)
-- keep them right at one update per statement and counter, not per row.

-- projects.bid_count: the bid count every project shows, without counting bids.
CREATE FUNCTION count_bids() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE projects p SET bid_count = p.bid_count + added.bids
    FROM (SELECT project_id, count(*) AS bids FROM new_bids GROUP BY project_id) added WHERE p.id = added.project_id;
  ELSE
    UPDATE projects p SET bid_count = p.bid_count - removed.bids
    FROM (SELECT project_id, count(*) AS bids FROM old_bids GROUP BY project_id) removed WHERE p.id = removed.project_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bids_counted_in AFTER INSERT ON bids REFERENCING NEW TABLE AS new_bids
  FOR EACH STATEMENT EXECUTE FUNCTION count_bids();
CREATE TRIGGER bids_counted_out AFTER DELETE ON bids REFERENCING OLD TABLE AS old_bids
  FOR EACH STATEMENT EXECUTE FUNCTION count_bids();

-- Open projects per filter combination (6 x 4 x 4 rows at most): the browse page's total without a scan.
CREATE TABLE open_project_counts (
  cabinet_type  text NOT NULL,
  budget_range  text NOT NULL,
  material_type text NOT NULL,
  projects      bigint NOT NULL,
  PRIMARY KEY (cabinet_type, budget_range, material_type)
);
-- Adds up changes given as rows of (cabinet_type, budget_range, material_type, change in projects).
CREATE FUNCTION change_open_project_counts(changes open_project_counts[]) RETURNS void LANGUAGE sql
SET search_path FROM CURRENT AS $$
  INSERT INTO open_project_counts AS c (cabinet_type, budget_range, material_type, projects)
  SELECT cabinet_type, budget_range, material_type, sum(projects) FROM unnest(changes)
  GROUP BY cabinet_type, budget_range, material_type HAVING sum(projects) <> 0
  ON CONFLICT (cabinet_type, budget_range, material_type) DO UPDATE SET projects = c.projects + EXCLUDED.projects
$$;
-- Each branch names only the transition tables of its event. An update that leaves the posted projects as they
-- were (a new bid's count) nets out and writes nothing.
CREATE FUNCTION count_open_projects() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM change_open_project_counts(ARRAY(
      SELECT ROW(cabinet_type, budget_range, material_type, 1)::open_project_counts FROM new_projects
      WHERE status = 'posted'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM change_open_project_counts(ARRAY(
      SELECT ROW(cabinet_type, budget_range, material_type, -1)::open_project_counts FROM old_projects
      WHERE status = 'posted'));
  ELSE
    PERFORM change_open_project_counts(ARRAY(
      SELECT ROW(cabinet_type, budget_range, material_type, 1)::open_project_counts FROM new_projects
      WHERE status = 'posted'
      UNION ALL
      SELECT ROW(cabinet_type, budget_range, material_type, -1)::open_project_counts FROM old_projects
      WHERE status = 'posted'));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_counted_in AFTER INSERT ON projects REFERENCING NEW TABLE AS new_projects
  FOR EACH STATEMENT EXECUTE FUNCTION count_open_projects();
CREATE TRIGGER projects_counted_again AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_projects
  NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION count_open_projects();
CREATE TRIGGER projects_counted_out AFTER DELETE ON projects REFERENCING OLD TABLE AS old_projects
  FOR EACH STATEMENT EXECUTE FUNCTION count_open_projects();
INSERT INTO open_project_counts
SELECT cabinet_type, budget_range, material_type, count(*) FROM projects WHERE status = 'posted'
GROUP BY cabinet_type, budget_range, material_type;
