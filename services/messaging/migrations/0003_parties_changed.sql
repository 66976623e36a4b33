-- Every messaging instance keeps projects' parties in memory (app/conversations.hpp). A change to them, by the
-- projection's consumer on any instance or by a script, names its project on channel messaging_parties_changed at
-- commit ('' for a truncate: every project).
CREATE FUNCTION notify_parties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('messaging_parties_changed', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('messaging_parties_changed', OLD.project_id::text);
  ELSE
    PERFORM pg_notify('messaging_parties_changed', NEW.project_id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER project_parties_changed AFTER INSERT OR UPDATE OR DELETE ON project_parties
  FOR EACH ROW EXECUTE FUNCTION notify_parties_changed();
CREATE TRIGGER project_bidders_changed AFTER INSERT OR UPDATE OR DELETE ON project_bidders
  FOR EACH ROW EXECUTE FUNCTION notify_parties_changed();
CREATE TRIGGER project_parties_truncated AFTER TRUNCATE ON project_parties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parties_changed();
CREATE TRIGGER project_bidders_truncated AFTER TRUNCATE ON project_bidders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_parties_changed();
