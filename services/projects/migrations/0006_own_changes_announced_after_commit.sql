-- The service announces its own changes to its instances itself, through Redis once the transaction has committed
-- (cw::Broadcast, app/read_cache.hpp): PostgreSQL serialises the commits of all transactions that NOTIFY (one lock,
-- held through the WAL flush), and every bid changes its project's row. Its connections say whose they are
-- (cw.service, set by cw::db::Pool), and the triggers of 0005 skip them in a WHEN condition, which PostgreSQL checks
-- without calling a function. Changes made by anyone else, a script or a repair by hand, are still notified.
DROP TRIGGER projects_changed ON projects;
DROP TRIGGER user_directory_changed ON user_directory;
DROP TRIGGER verified_engineers_changed ON verified_engineers;
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT
  WHEN (current_setting('cw.service', true) IS DISTINCT FROM 'projects') EXECUTE FUNCTION notify_projects_changed();
CREATE TRIGGER user_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_directory FOR EACH STATEMENT
  WHEN (current_setting('cw.service', true) IS DISTINCT FROM 'projects') EXECUTE FUNCTION notify_projects_changed();
CREATE TRIGGER verified_engineers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON verified_engineers
  FOR EACH STATEMENT
  WHEN (current_setting('cw.service', true) IS DISTINCT FROM 'projects') EXECUTE FUNCTION notify_projects_changed();
