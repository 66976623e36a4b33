-- Every instance keeps answers in memory (app/read_cache.hpp). Whatever changes what they show, written by any
-- instance or by a script, says so at commit on channel projects_changed (repeats within a transaction fold into one).
-- A new bid counts in its project's row, and an accepted or declined bid changes its project too.
CREATE FUNCTION notify_projects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('projects_changed', '');
  RETURN NULL;
END $$;
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_projects_changed();
CREATE TRIGGER user_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_directory
  FOR EACH STATEMENT EXECUTE FUNCTION notify_projects_changed();
CREATE TRIGGER verified_engineers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON verified_engineers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_projects_changed();
