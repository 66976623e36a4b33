-- The chat writer keeps members' plans in memory (app/conversations.cpp: a message then costs no read of its
-- sender's plan). Every change of member_plans names the member on messaging_plans_changed, heard by every instance,
-- which forgets that plan; a truncate ('') makes them forget all. Plans change rarely (subscription.changed), so the
-- serialised commit of a notifying transaction (migration 0004) costs nothing that matters here.
-- notify_change(channel, column): a trigger that names the changed row by that column's value on that channel.
CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], CASE TG_OP
    WHEN 'TRUNCATE' THEN ''
    WHEN 'DELETE' THEN to_jsonb(OLD) ->> TG_ARGV[1]
    ELSE to_jsonb(NEW) ->> TG_ARGV[1] END);
  RETURN NULL;
END $$;
CREATE TRIGGER member_plans_changed AFTER INSERT OR UPDATE OR DELETE ON member_plans
  FOR EACH ROW EXECUTE FUNCTION notify_change('messaging_plans_changed', 'user_id');
CREATE TRIGGER member_plans_truncated AFTER TRUNCATE ON member_plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('messaging_plans_changed', 'user_id');
