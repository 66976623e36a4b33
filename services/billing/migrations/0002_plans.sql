-- The plans members can be on, as data (spec section 9): prices in cents, limits (-1: unlimited), the file formats
-- a plan takes, and what it offers (spec section 6, shown as copy on /premium-plans). position orders them.
CREATE TABLE plans (
  id                  text PRIMARY KEY CHECK (id IN ('starter', 'professional', 'enterprise')),
  position            int NOT NULL UNIQUE,
  name                text NOT NULL,
  monthly_cents       bigint NOT NULL CHECK (monthly_cents >= 0),
  yearly_cents        bigint NOT NULL CHECK (yearly_cents >= 0),
  active_projects     int NOT NULL CHECK (active_projects >= -1),
  monthly_projects    int NOT NULL CHECK (monthly_projects >= -1),
  uploads_per_project int NOT NULL CHECK (uploads_per_project >= -1),
  max_file_mb         int NOT NULL CHECK (max_file_mb > 0),
  messages_per_day    int NOT NULL CHECK (messages_per_day >= -1),
  file_formats        text[] NOT NULL,
  features            text[] NOT NULL
);

INSERT INTO plans VALUES
  ('starter', 1, 'Starter', 0, 0, 3, 3, 5, 10, 20,
   ARRAY['dwg', 'pdf', 'jpg', 'png'],
   ARRAY[]::text[]),
  ('professional', 2, 'Professional', 2900, 29000, -1, -1, 25, 100, -1,
   ARRAY['dwg', 'pdf', 'jpg', 'png', 'dxf', 'step', 'iges', 'mozaik', 'cv', 'kcd', 'brd', 'ecw', 'hkp'],
   ARRAY['Direct messages', 'Analytics', 'Data export', 'Advanced filters', 'Priority support', 'Engineer ratings',
         'Verified engineers', 'Custom rates', 'Escrow and milestone payments']),
  ('enterprise', 3, 'Enterprise', 9900, 99000, -1, -1, -1, 500, -1,
   ARRAY['dwg', 'pdf', 'jpg', 'png', 'dxf', 'step', 'iges', 'mozaik', 'cv', 'kcd', 'brd', 'ecw', 'hkp', 'skp', 'max',
         '3ds', 'obj', 'fbx', 'ifc', 'rvt'],
   ARRAY['Direct messages', 'Analytics', 'Data export', 'Advanced filters', 'Priority support', 'Engineer ratings',
         'Verified engineers', 'Custom rates', 'Escrow and milestone payments', 'Custom integrations',
         'White-label']);
