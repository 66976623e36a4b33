-- Seed posted projects for scenarios (g), (h) and (i) of tests/load/bench.sh: GET /api/projects, GET /api/projects/{id}
-- and POST /api/bids over a catalogue of 50,000 open projects.
--
-- Run as the PostgreSQL superuser (PG_ADMIN_URL) with psql -v count=50000 -v clients=8. Posting through the API would
-- take 50,000 requests (and as many project.posted events), so the rows go straight into the projects schema:
--   1. clients benchseed_client_1 .. benchseed_client_<clients> in auth.users (e-mail @bench.invalid, a password hash
--      that can never verify: nobody can sign in as one, so nobody can accept a bid on or cancel their projects, and
--      the projects stay posted);
--   2. their rows in projects.user_directory (what the service shows as each project's client; the auth service
--      announces users it registers itself, not rows written by SQL);
--   3. the projects, in ONE INSERT ... SELECT generate_series: project n is a deterministic function of n (title,
--      description, the spec's section 9 enums, deliverables, created_at spread over about a year), so every run
--      seeds the same catalogue; seeded projects already present are counted and only the missing ones added.
-- The projects service keeps its counters with statement-level triggers (open_project_counts: one update for the
-- whole insert) and is told of the change by one NOTIFY projects_changed at commit (its in-memory answers are
-- dropped). bid_count starts at 0 and the search column is generated. No project.posted events go out for these rows.
-- Then VACUUM ANALYZE (bench.sh runs this file only when seeded projects are missing).
-- Remove them with:
--   DELETE FROM projects.projects WHERE client_id IN
--     (SELECT user_id FROM projects.user_directory WHERE username LIKE 'benchseed\_client\_%');   (bids cascade)
--   DELETE FROM projects.user_directory WHERE username LIKE 'benchseed\_client\_%';
--   DELETE FROM auth.users WHERE username LIKE 'benchseed\_client\_%';

\set ON_ERROR_STOP on

INSERT INTO auth.users (username, email, password_hash, first_name, last_name, role, location, signup_source,
                        created_at, updated_at)
SELECT 'benchseed_client_' || g, 'benchseed_client_' || g || '@bench.invalid', '!bench-seed-no-login',
       (ARRAY['Karen','Tom','Alicia','Marcus','Denise','Frank','Yvonne','Hector','Priscilla','Gordon'])[1 + (g - 1) % 10],
       (ARRAY['Whitfield','Okafor','Lindqvist','Brandt','Moreau','Castellanos','Haddad','Novak','Ferreira','Doyle'])
         [1 + (g * 3) % 10],
       'client',
       (ARRAY['Austin, TX, USA','Toronto, ON, Canada','Grand Rapids, MI, USA','Denver, CO, USA','Halifax, NS, Canada',
              'Charlotte, NC, USA','Portland, OR, USA','Calgary, AB, Canada'])[1 + (g - 1) % 8],
       'bench-seed', now() - interval '400 days', now()
FROM generate_series(1, :clients) AS g
ON CONFLICT DO NOTHING;

INSERT INTO projects.user_directory (user_id, role, username, first_name, last_name, registered_at)
SELECT id, role, username, first_name, last_name, created_at
FROM auth.users WHERE username LIKE 'benchseed\_client\_%'
ON CONFLICT (user_id) DO NOTHING;

SET search_path = projects;

WITH
clients AS (
  SELECT array_agg(user_id ORDER BY user_id) AS ids FROM user_directory WHERE username LIKE 'benchseed\_client\_%'
),
have AS (
  SELECT count(*) AS n FROM projects WHERE client_id = ANY ((SELECT ids FROM clients)::bigint[])
),
lists AS (
  SELECT
    -- Spec section 9, exactly as the service checks them (services/projects/domain/catalog.hpp).
    ARRAY['Kitchen Cabinets','Bathroom Vanity','Built-in Storage','Custom Millwork','Office Furniture',
          'Entertainment Center'] AS types,
    ARRAY['kitchen cabinets','bathroom vanity','built-in storage','custom millwork','office furniture',
          'entertainment center'] AS nouns,
    ARRAY['$500 - $1,000','$1,000 - $2,500','$2,500 - $5,000','$5,000+'] AS budgets,
    ARRAY['1-2 weeks','2-4 weeks','1-2 months','Flexible'] AS timelines,
    ARRAY['Plywood','MDF','Solid Wood','Mixed Materials'] AS materials,
    ARRAY['CNC Files (DXF)','Cut Lists','Assembly Drawings','3D Renderings','Material Lists',
          'Hardware Specifications','Installation Guide','CAD Files'] AS deliverables,
    ARRAY['Shaker','Modern flat-panel','Frameless European','Inset face-frame','Rustic','Transitional',
          'Mid-century','Painted','Two-tone','Contemporary','Raised-panel','Handleless','Slab walnut',
          'White oak','Coastal','Industrial'] AS styles,
    ARRAY['for a 1920s bungalow remodel','in a downtown condo','for a lake house','for a dental clinic',
          'in a new-build townhouse','for a boutique hotel','for a family home','for a basement renovation',
          'for a rental duplex','for a small law office','in a heritage farmhouse','for a restaurant bar',
          'for a showroom refresh','for a multifamily building (24 units)','in a mountain cabin',
          'for a medical office suite','for a university residence','for a beach cottage','for a loft conversion',
          'for a garage workshop'] AS places,
    ARRAY['We are remodelling and need shop-ready engineering for the ',
          'Looking for an experienced cabinet engineer to draw the ',
          'Our small shop needs help turning a designer''s sketches into production files for the ',
          'Homeowner here: the contractor asked for complete drawings of the ',
          'General contractor seeking a drafter for the ',
          'Design-build firm on a tight schedule needs shop drawings for the ',
          'We build about ten jobs a month and need overflow help with the ',
          'Repeat client: same construction standards as our last job, this time for the '] AS openings,
    ARRAY['Existing walls are out of plumb by up to half an inch, so scribes and fillers matter.',
          'Appliances are already chosen; spec sheets will be shared after award.',
          'Doors are ordered from an outside supplier, so we need exact opening sizes.',
          'Please plan for soft-close Blum hardware and full-extension slides throughout.',
          'The layout is approved; we need the construction details and the parts.',
          'Site measurements are done and will be shared as a PDF with photos.',
          'We run a CNC router with a Mozaik post; nested output would save us a day.',
          'Face frames are hardwood, boxes are prefinished; edge banding in matching veneer.',
          'Counters are quartz, so the layout must respect the fabricator''s support needs.',
          'Ceiling height varies, so the upper run steps down at the soffit.'] AS middles,
    ARRAY['Budget is firm; a clear proposal with your turnaround time helps us choose.',
          'Tell us which software you use and show a similar job if you can.',
          'We can answer questions quickly by message during business hours.',
          'Installation is by our own crew, so the drawings must be easy to follow on site.',
          'Revisions should be included until the client signs off on the drawings.',
          'Metric or imperial is fine; we work in both.'] AS closings
),
n AS (
  SELECT g AS n FROM have, generate_series(have.n + 1, :count) AS g
)
INSERT INTO projects (client_id, title, description, cabinet_type, budget_range, timeline, material_type,
                      deliverables, status, created_at, updated_at)
SELECT c.ids[1 + (n.n * 7 + n.n / 11) % cardinality(c.ids)],
       styles[1 + (n.n * 5 + n.n / 17) % cardinality(styles)] || ' ' || nouns[1 + t.i] || ' '
         || places[1 + (n.n * 11 + n.n / 7) % cardinality(places)],
       openings[1 + (n.n * 3 + n.n / 23) % cardinality(openings)] || nouns[1 + t.i] || ' '
         || places[1 + (n.n * 11 + n.n / 7) % cardinality(places)] || '. The space is about '
         || (6 + n.n % 19) || ' by ' || (5 + (n.n * 7) % 13) || ' feet with ' || (3 + n.n % 14)
         || ' cabinets in the plan. ' || middles[1 + (n.n * 13 + n.n / 5) % cardinality(middles)]
         || CASE WHEN n.n % 3 = 0 THEN ' ' || middles[1 + (n.n * 17 + 3) % cardinality(middles)] ELSE '' END
         || ' ' || closings[1 + (n.n * 19 + n.n / 3) % cardinality(closings)],
       types[1 + t.i],
       budgets[1 + (n.n * 11 + n.n / 13) % cardinality(budgets)],
       timelines[1 + (n.n * 5 + n.n / 7) % cardinality(timelines)],
       materials[1 + (n.n * 13 + n.n / 5) % cardinality(materials)],
       -- 1 to 4 distinct deliverables (offsets 0, 5, 2, 7 apart modulo 8).
       ARRAY(SELECT deliverables[1 + (n.n * 3 + j * 5) % 8] FROM generate_series(0, n.n % 4) AS j ORDER BY j),
       'posted',
       -- About a year: project 1 the oldest, 10 minutes apart, each up to 10 minutes earlier (none after now()).
       now() - (:count - n.n) * interval '10 minutes' - ((n.n * 7919) % 600) * interval '1 second',
       now() - (:count - n.n) * interval '10 minutes' - ((n.n * 7919) % 600) * interval '1 second'
FROM n, lists, clients c,
     -- Kitchens are the most common job, entertainment centers the rarest.
     LATERAL (SELECT (ARRAY[0, 0, 0, 1, 1, 2, 2, 3, 4, 5])[1 + (n.n * 7 + n.n / 3) % 10] AS i) t;

VACUUM ANALYZE projects.projects;
ANALYZE projects.user_directory;
