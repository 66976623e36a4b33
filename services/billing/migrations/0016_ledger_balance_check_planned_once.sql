-- The balance check of each ledger transfer (0004) read its table through EXECUTE format(...), which PostgreSQL
-- parses and plans again at every call: twice per transfer, one call per entry (pg_stat_statements counted 2,000
-- plans for 1,000 stage payments). The same check in plain SQL is planned once per connection. The function keeps
-- the schema it is created in (SET search_path FROM CURRENT: this one), so it still reads its own schema's table
-- whatever the writer's search_path, as before. What it checks is unchanged: at commit, each transfer written has
-- exactly two entries summing to zero, or the transaction fails.
CREATE OR REPLACE FUNCTION ledger_transfer_balances() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
DECLARE
  entries int;
  total   numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_cents), 0) INTO entries, total
  FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF entries <> 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance (% entries, sum %)', NEW.transfer_id, entries, total;
  END IF;
  RETURN NULL;
END
$$;
