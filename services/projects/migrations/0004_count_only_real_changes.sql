-- Every new bid updates its project's bid_count, and a statement-level update trigger ran the open-project counting
-- for each of them (to net out to nothing). A row trigger whose WHEN condition PostgreSQL checks without calling any
-- function runs it only when a project's state or filters change: accepting or cancelling, one row at a time.
DROP TRIGGER projects_counted_again ON projects;

CREATE OR REPLACE FUNCTION count_open_projects() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- Each branch names only the transition tables of its event.
  IF TG_OP = 'INSERT' THEN
    PERFORM change_open_project_counts(ARRAY(
      SELECT ROW(cabinet_type, budget_range, material_type, 1)::open_project_counts FROM new_projects
      WHERE status = 'posted'));
  ELSE
    PERFORM change_open_project_counts(ARRAY(
      SELECT ROW(cabinet_type, budget_range, material_type, -1)::open_project_counts FROM old_projects
      WHERE status = 'posted'));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION count_changed_open_project() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM change_open_project_counts(ARRAY(
    SELECT ROW(cabinet_type, budget_range, material_type, change)::open_project_counts
    FROM (VALUES (OLD.status, OLD.cabinet_type, OLD.budget_range, OLD.material_type, -1),
                 (NEW.status, NEW.cabinet_type, NEW.budget_range, NEW.material_type, 1))
         AS changed (status, cabinet_type, budget_range, material_type, change)
    WHERE status = 'posted'));
  RETURN NULL;
END $$;
CREATE TRIGGER projects_counted_again AFTER UPDATE OF status, cabinet_type, budget_range, material_type ON projects
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.cabinet_type IS DISTINCT FROM NEW.cabinet_type
        OR OLD.budget_range IS DISTINCT FROM NEW.budget_range OR OLD.material_type IS DISTINCT FROM NEW.material_type)
  EXECUTE FUNCTION count_changed_open_project();
