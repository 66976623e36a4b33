-- Bids, and what browsing open projects needs to stay fast at tens of thousands of projects.
ALTER TABLE projects
  ADD COLUMN completed_at  timestamptz,
  ADD COLUMN bid_count     integer NOT NULL DEFAULT 0,
  -- Title and description as words, for the browse page's search (word prefixes). pg_trgm, which the engineer
  -- directory uses, is installed once per database, in the auth schema, which this service cannot use.
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || description)) STORED,
  ADD CONSTRAINT projects_final_amount_positive CHECK (final_amount_cents > 0);

-- Browsing: open projects newest first, and the search among them.
CREATE INDEX projects_open ON projects (created_at DESC, id DESC) WHERE status = 'posted';
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

-- Counters kept by triggers, so that rows written by any means (seed scripts included) keep them right.

-- projects.bid_count: the bid count every project shows, without counting bids.
CREATE FUNCTION count_bids() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE projects SET bid_count = bid_count + 1 WHERE id = NEW.project_id;
  ELSE
    UPDATE projects SET bid_count = bid_count - 1 WHERE id = OLD.project_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bids_count AFTER INSERT OR DELETE ON bids FOR EACH ROW EXECUTE FUNCTION count_bids();

-- Open projects per filter combination (6 x 4 x 4 rows at most): the browse page's total without a scan.
CREATE TABLE open_project_counts (
  cabinet_type  text NOT NULL,
  budget_range  text NOT NULL,
  material_type text NOT NULL,
  projects      bigint NOT NULL,
  PRIMARY KEY (cabinet_type, budget_range, material_type)
);
CREATE FUNCTION count_open_projects() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'posted' THEN
    UPDATE open_project_counts SET projects = projects - 1
    WHERE cabinet_type = OLD.cabinet_type AND budget_range = OLD.budget_range AND material_type = OLD.material_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'posted' THEN
    INSERT INTO open_project_counts AS c VALUES (NEW.cabinet_type, NEW.budget_range, NEW.material_type, 1)
    ON CONFLICT (cabinet_type, budget_range, material_type) DO UPDATE SET projects = c.projects + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_open_count AFTER INSERT OR DELETE OR UPDATE OF status, cabinet_type, budget_range, material_type
  ON projects FOR EACH ROW EXECUTE FUNCTION count_open_projects();
INSERT INTO open_project_counts
SELECT cabinet_type, budget_range, material_type, count(*) FROM projects WHERE status = 'posted'
GROUP BY cabinet_type, budget_range, material_type;
