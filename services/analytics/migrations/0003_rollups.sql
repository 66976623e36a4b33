-- Rollups the admins' reports read instead of scanning every row: views per day, views per page and month, signups
-- per day and per source. Triggers keep them in step with every write to page_views and signups, whoever writes
-- (the service, a seed or repair script), in the same transaction. (The functions name the schema: a trigger runs
-- with the writer's search_path.)
CREATE TABLE page_view_days (
  day   date PRIMARY KEY,
  views bigint NOT NULL
);
CREATE TABLE page_view_months (
  month date NOT NULL,  -- the first day of the month
  page  text NOT NULL,
  views bigint NOT NULL,
  PRIMARY KEY (month, page)
);
CREATE TABLE signup_days (
  day       date PRIMARY KEY,
  clients   bigint NOT NULL DEFAULT 0,
  engineers bigint NOT NULL DEFAULT 0
);
-- source '' stands for none (came directly).
CREATE TABLE signup_sources (
  source    text PRIMARY KEY,
  clients   bigint NOT NULL DEFAULT 0,
  engineers bigint NOT NULL DEFAULT 0
);

INSERT INTO page_view_days (day, views) SELECT day, sum(views) FROM page_views GROUP BY day;
INSERT INTO page_view_months (month, page, views)
  SELECT date_trunc('month', day)::date, page, sum(views) FROM page_views GROUP BY 1, 2;
INSERT INTO signup_days (day, clients, engineers)
  SELECT (signed_up_at AT TIME ZONE 'UTC')::date, count(*) FILTER (WHERE role = 'client'),
    count(*) FILTER (WHERE role = 'engineer')
  FROM signups GROUP BY 1;
INSERT INTO signup_sources (source, clients, engineers)
  SELECT coalesce(source, ''), count(*) FILTER (WHERE role = 'client'), count(*) FILTER (WHERE role = 'engineer')
  FROM signups GROUP BY 1;

CREATE FUNCTION page_views_rolled_up() RETURNS trigger LANGUAGE plpgsql SET search_path = analytics AS $$
DECLARE
  added bigint := NEW.views - CASE WHEN TG_OP = 'UPDATE' THEN OLD.views ELSE 0 END;
BEGIN
  INSERT INTO page_view_days (day, views) VALUES (NEW.day, added)
    ON CONFLICT (day) DO UPDATE SET views = page_view_days.views + EXCLUDED.views;
  INSERT INTO page_view_months (month, page, views) VALUES (date_trunc('month', NEW.day)::date, NEW.page, added)
    ON CONFLICT (month, page) DO UPDATE SET views = page_view_months.views + EXCLUDED.views;
  RETURN NULL;
END
$$;
CREATE TRIGGER page_views_roll_up AFTER INSERT OR UPDATE ON page_views
  FOR EACH ROW EXECUTE FUNCTION page_views_rolled_up();

CREATE FUNCTION signups_rolled_up() RETURNS trigger LANGUAGE plpgsql SET search_path = analytics AS $$
DECLARE
  client int := CASE WHEN NEW.role = 'client' THEN 1 ELSE 0 END;
BEGIN
  INSERT INTO signup_days (day, clients, engineers) VALUES ((NEW.signed_up_at AT TIME ZONE 'UTC')::date, client, 1 - client)
    ON CONFLICT (day) DO UPDATE
    SET clients = signup_days.clients + EXCLUDED.clients, engineers = signup_days.engineers + EXCLUDED.engineers;
  INSERT INTO signup_sources (source, clients, engineers) VALUES (coalesce(NEW.source, ''), client, 1 - client)
    ON CONFLICT (source) DO UPDATE
    SET clients = signup_sources.clients + EXCLUDED.clients, engineers = signup_sources.engineers + EXCLUDED.engineers;
  RETURN NULL;
END
$$;
CREATE TRIGGER signups_roll_up AFTER INSERT ON signups FOR EACH ROW EXECUTE FUNCTION signups_rolled_up();
