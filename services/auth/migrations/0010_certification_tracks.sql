-- Paid certification tracks (issue 30 item 5): one per software the marketing page sells, each with its own question
-- bank (track_questions, at least 60 reviewed questions each, in migrations 0011-0013). The free general test
-- (certification_questions, certification_attempts) stays the way an engineer gets verified; a track adds a badge and
-- a certificate with its own public id, valid for validity_months.
CREATE TABLE certification_tracks (
  id                    text PRIMARY KEY CHECK (id ~ '^[a-z_]{2,32}$'),
  code                  text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{2,3}$'),  -- in certificate ids: CW-CV-...
  title                 text NOT NULL,
  description           text NOT NULL,
  topics                text[] NOT NULL,
  questions_per_attempt int NOT NULL CHECK (questions_per_attempt > 0),
  time_limit_minutes    int NOT NULL CHECK (time_limit_minutes > 0),
  pass_percentage       int NOT NULL CHECK (pass_percentage BETWEEN 1 AND 100),
  validity_months       int NOT NULL CHECK (validity_months > 0),
  sort_order            int NOT NULL
);

CREATE TABLE track_questions (
  id             serial PRIMARY KEY,
  track          text NOT NULL REFERENCES certification_tracks (id),
  category       text NOT NULL,
  difficulty     text NOT NULL CHECK (difficulty IN ('beginner', 'intermediate', 'advanced')),
  question       text NOT NULL,
  options        text[] NOT NULL CHECK (array_length(options, 1) BETWEEN 3 AND 5),
  correct_option int NOT NULL CHECK (correct_option >= 0 AND correct_option < array_length(options, 1)),
  -- Why the right answer is right: the review note a maintainer checks a question against (never sent to a test taker).
  explanation    text NOT NULL CHECK (length(explanation) >= 20),
  UNIQUE (track, question)
);
CREATE INDEX track_questions_track ON track_questions (track);

INSERT INTO certification_tracks (id, code, title, description, topics, questions_per_attempt, time_limit_minutes,
                                  pass_percentage, validity_months, sort_order) VALUES
  ('cabinet_vision', 'CV', 'Cabinet Vision Certified',
   'Room layout, construction methods, materials and CNC output in Cabinet Vision.',
   ARRAY['Room and wall layout', 'Construction methods', 'Material and door schedules', 'S2M Center CNC output',
         'Reports and cut lists'], 25, 45, 80, 24, 1),
  ('mozaik', 'MZ', 'Mozaik Certified',
   'Mozaik job setup, cabinet templates, the optimizer and machine-ready output.',
   ARRAY['Job and room setup', 'Cabinet templates and construction', 'Materials and optimizer', 'Machine and tooling setup',
         'Shop drawings and reports'], 25, 45, 80, 24, 2),
  ('autocad', 'AC', 'AutoCAD for Cabinetry Certified',
   'Cabinet shop drawings, DXF for CNC, layers, blocks and dimensioning in AutoCAD.',
   ARRAY['Drawing setup, units and layers', 'Blocks and attributes', 'Dimensioning and annotation',
         'DXF export for CNC', 'Cabinet construction and joinery details'], 25, 45, 80, 24, 3);
