CREATE TABLE projects (
  id                   bigserial PRIMARY KEY,
  client_id            bigint NOT NULL,
  title                text NOT NULL,
  description          text NOT NULL,
  cabinet_type         text NOT NULL,
  budget_range         text NOT NULL,
  timeline             text NOT NULL,
  material_type        text NOT NULL,
  deliverables         text[] NOT NULL DEFAULT '{}',
  status               text NOT NULL DEFAULT 'posted' CHECK (status IN ('posted', 'in_progress', 'completed', 'cancelled')),
  assigned_engineer_id bigint,
  final_amount_cents   bigint,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_client ON projects (client_id, created_at DESC);
CREATE INDEX projects_engineer ON projects (assigned_engineer_id, created_at DESC) WHERE assigned_engineer_id IS NOT NULL;
