-- The chat writer keeps members' plans in memory (app/conversations.cpp: a message then costs no read of its
-- sender's plan). Every change of member_plans names the member on messaging_plans_changed, heard by every instance,
-- which forgets that plan; a truncate makes them forget all. Plans change rarely (subscription.changed), so the
-- serialised commit of a notifying transaction (migration 0004) costs nothing that matters here.
CREATE FUNCTION notify_plans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('messaging_plans_changed', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('messaging_plans_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('messaging_plans_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_plans_changed AFTER INSERT OR UPDATE OR DELETE ON member_plans
  FOR EACH ROW EXECUTE FUNCTION notify_plans_changed();
CREATE TRIGGER member_plans_truncated AFTER TRUNCATE ON member_plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_plans_changed();
