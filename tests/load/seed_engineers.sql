-- Seed engineers for scenario (f) of tests/load/bench.sh: GET /api/engineers over a directory of 10,000 engineers.
--
-- Run as the PostgreSQL superuser (PG_ADMIN_URL) with psql -v count=10000. Registering through the API would cost an
-- argon2 hash per engineer and the gateway allows 50 sign-ups/s per address, so the rows go straight into the auth
-- schema. Every seeded user is named benchseed_<n> (e-mail benchseed_<n>@bench.invalid) and has a password hash that
-- can never verify: nobody can sign in as one. The values are a deterministic function of n, so every run seeds the
-- same directory; users already present are skipped (ON CONFLICT DO NOTHING), the whole seed is one statement.
-- search_text and skill_keys are what the service maintains (services/auth/domain/engineer_profile.cpp search_text_of:
-- lower(first || ' ' || last || ' ' || username || ' ' || bio, then ' ' || each skill, then ' ' || each specialisation)).
-- Remove them with:  DELETE FROM auth.users WHERE username LIKE 'benchseed\_%';   (profiles go with ON DELETE CASCADE)

SET search_path = auth;

WITH
n AS (SELECT g AS n FROM generate_series(1, :count) AS g),
lists AS (
  SELECT
    ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
          'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen','Daniel','Nancy','Matthew','Lisa',
          'Anthony','Sandra','Mark','Ashley','Steven','Emily','Paul','Michelle','Andrew','Amanda','Kevin','Melissa',
          'Brian','Stephanie','Olivier','Genevieve','Luc','Chantal','Raj','Priya','Wei','Mei','Diego','Lucia'] AS firsts,
    ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
          'Lopez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Thompson','White','Harris',
          'Clark','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Tremblay','Gagnon','Roy',
          'Cote','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagne','Ouellet','Pelletier','Belanger','Levesque',
          'Bergeron','Leblanc','Paquette','Girard','Nguyen','Patel','Kowalski','Schmidt','Olsen','Novak','Fischer',
          'Brennan','Sullivan','Castillo'] AS lasts,
    ARRAY['Grand Rapids, MI, USA','High Point, NC, USA','Dallas, TX, USA','Phoenix, AZ, USA','Denver, CO, USA',
          'Minneapolis, MN, USA','Columbus, OH, USA','Nashville, TN, USA','Seattle, WA, USA','Portland, OR, USA',
          'Salt Lake City, UT, USA','Charlotte, NC, USA','Atlanta, GA, USA','Chicago, IL, USA','Lancaster, PA, USA',
          'Boise, ID, USA','Toronto, ON, Canada','Mississauga, ON, Canada','Montreal, QC, Canada',
          'Quebec City, QC, Canada','Vancouver, BC, Canada','Calgary, AB, Canada','Edmonton, AB, Canada',
          'Winnipeg, MB, Canada','Halifax, NS, Canada','Remote','Remote','Remote'] AS locations,
    ARRAY['Cabinet Vision','Mozaik','AutoCAD','SolidWorks'] AS skills,
    ARRAY['Kitchen Cabinets','Bathroom Vanities','Closet Systems','Commercial Millwork','Office Furniture',
          'Built-ins','Store Fixtures','CNC Programming','Shop Drawings','Frameless Cabinets','Face Frame Cabinets',
          'Architectural Woodwork'] AS specs,
    ARRAY['Cabinet engineer with a background in custom residential work; I turn designer sketches into cut lists and '
            'CNC-ready parts.',
          'Mozaik kitchen specialist: templates, door libraries and nested output for small and mid-size shops.',
          'Former shop foreman now drafting full-time. Careful with hardware clearances and reveals.',
          'I build and maintain Cabinet Vision libraries, construction methods and material schedules.',
          'Commercial casework drafter: submittals, shop drawings and AWI premium grade details.',
          'Detail-oriented designer for closets, garages and home offices; fast turnaround on revisions.',
          'Mechanical engineer doing 3D cabinet assemblies and sheet metal parts in SolidWorks.',
          'AutoCAD drafter for millwork shops: elevations, sections and installation drawings.',
          'Production engineer focused on nesting efficiency, edge banding and machining setups.',
          'Frameless and face frame cabinetry, from quote drawings to CNC code. Happy to train your team.',
          'Bilingual (English/French) drafter serving Canadian cabinet makers, metric and imperial.',
          'Store fixture and retail millwork engineering, value engineering and material take-offs.',
          'Over a decade drawing kitchens, baths and built-ins for high-end residential builders.',
          'CNC programmer and post-processor tuning for routers and point-to-point machines.',
          'Remote cabinet designer: renderings, client presentations and manufacturing output.',
          'Architectural woodwork detailer for hospitality and healthcare projects.',
          'I help shops move from hand drafting to parametric cabinet software.',
          'Custom furniture and cabinetry engineering with an eye for joinery and finish schedules.',
          'Quick, accurate shop drawings; experienced with large multifamily cabinet packages.',
          'Kitchen and bath designer who also runs the CNC: I know what the machine needs.',
          'Drafting and estimating for laminate and solid surface casework.',
          'Parametric cabinet libraries, door styles and hardware catalogs built to your standards.',
          'Experienced in closet and wardrobe systems with line boring and hardware integration.',
          'Cabinet Vision and Mozaik power user; batch processing and reports for production.',
          'Engineering support for commercial millwork: cut lists, optimisation and labels.',
          'Residential remodel specialist: measurements, layouts and install packets.',
          'Designer with a furniture-making background, strong in 3D modelling and rendering.',
          'I draw, engineer and program entire cabinet jobs; available for overflow work.',
          'Precise drafting for frameless European-style cabinetry and integrated appliances.',
          'Helping small shops standardise construction methods and reduce remakes.'] AS bios,
    ARRAY['Available now','Available now','Available in 1 week','Available in 2 weeks','Busy until further notice'] AS avail,
    ARRAY['Within 1 hour','Within 6 hours','Within 24 hours','Within 24 hours','Within 2-3 days'] AS resp
),
gen AS (
  SELECT n.n,
         'benchseed_' || n.n AS username,
         firsts[1 + (n.n * 7) % cardinality(firsts)] AS first_name,
         lasts[1 + (n.n * 11 + n.n / 97) % cardinality(lasts)] AS last_name,
         locations[1 + (n.n * 13) % cardinality(locations)] AS location,
         bios[1 + (n.n * 17 + n.n / 31) % cardinality(bios)] AS bio,
         -- 1 to 4 skills: the non-empty subsets of the four, in a fixed order.
         ARRAY(SELECT skills[i] FROM generate_series(1, 4) AS i
               WHERE ((1 + (n.n * 37) % 15) >> (i - 1)) & 1 = 1 ORDER BY i) AS software_skills,
         ARRAY(SELECT specs[1 + (n.n * 5 + k * 7) % cardinality(specs)] FROM generate_series(0, (n.n % 3)) AS k
               ORDER BY k) AS specializations,
         (n.n * 53) % 100 < 15 AS is_verified,
         CASE WHEN n.n % 5 = 0 THEN 0 ELSE 1 + (n.n * 29) % 60 END AS review_count,
         avail[1 + (n.n * 3) % cardinality(avail)] AS availability,
         resp[1 + (n.n * 19) % cardinality(resp)] AS response_time
  FROM n, lists
),
rows AS (
  SELECT gen.*,
         -- Average 1.0 to 5.0: review_count + 0 .. 4 * review_count.
         CASE WHEN review_count = 0 THEN 0
              ELSE review_count + (n * 97) % (4 * review_count + 1) END AS rating_total
  FROM gen
),
new_users AS (
  INSERT INTO users (username, email, password_hash, first_name, last_name, role, location, signup_source, created_at,
                     updated_at)
  SELECT username, username || '@bench.invalid', '!bench-seed-no-login', first_name, last_name, 'engineer', location,
         'bench-seed', now() - (n % 900) * interval '1 day', now()
  FROM rows
  ON CONFLICT DO NOTHING
  RETURNING id, username
)
INSERT INTO engineer_profiles (user_id, bio, experience, hourly_rate_cents, years_experience, software_skills,
                               specializations, languages, response_time, availability, show_contact_info, rating_total,
                               review_count, completed_projects, is_verified, certification_status, certification_score,
                               certification_date, search_text, skill_keys)
SELECT u.id, r.bio,
       (1 + r.n % 25) || ' years in cabinet and millwork engineering.',
       3500 + (r.n * 41) % 86 * 100,
       1 + r.n % 25,
       r.software_skills, r.specializations,
       CASE WHEN r.location LIKE '%QC, Canada' THEN ARRAY['English', 'French'] ELSE ARRAY['English'] END,
       r.response_time, r.availability, r.n % 4 = 0, r.rating_total, r.review_count,
       r.review_count + r.n % 7,
       r.is_verified,
       CASE WHEN r.is_verified THEN 'certified' ELSE 'pending' END,
       CASE WHEN r.is_verified THEN 80 + r.n % 21 END,
       CASE WHEN r.is_verified THEN now() - (r.n % 300) * interval '1 day' END,
       lower(r.first_name || ' ' || r.last_name || ' ' || r.username || ' ' || r.bio
             || coalesce((SELECT string_agg(' ' || s, '' ORDER BY o) FROM unnest(r.software_skills) WITH ORDINALITY AS x(s, o)), '')
             || coalesce((SELECT string_agg(' ' || s, '' ORDER BY o) FROM unnest(r.specializations) WITH ORDINALITY AS x(s, o)), '')),
       ARRAY(SELECT lower(s) FROM unnest(r.software_skills) WITH ORDINALITY AS x(s, o) ORDER BY o)
FROM new_users u JOIN rows r ON r.username = u.username
ON CONFLICT (user_id) DO NOTHING;

ANALYZE users;
ANALYZE engineer_profiles;
