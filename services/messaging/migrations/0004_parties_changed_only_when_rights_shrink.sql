-- Migration 0003 named a project at every change of its parties, including each new bid: at 500 bids a second that
-- made 500 NOTIFYs a second, and PostgreSQL serialises the commits of transactions that notify (one lock, held
-- through the WAL flush). A party added needs no notice: a message that parties kept in memory refuse is checked
-- again against the database (app/conversations.cpp). Only a change that can take a right away does: a client or
-- engineer replaced on a project, a bidder or project removed, a truncate.
DROP TRIGGER project_parties_changed ON project_parties;
DROP TRIGGER project_bidders_changed ON project_bidders;
CREATE TRIGGER project_parties_changed AFTER UPDATE OF project_id, client_id, assigned_engineer_id OR DELETE
  ON project_parties FOR EACH ROW EXECUTE FUNCTION notify_parties_changed();
CREATE TRIGGER project_bidders_changed AFTER UPDATE OR DELETE ON project_bidders
  FOR EACH ROW EXECUTE FUNCTION notify_parties_changed();
