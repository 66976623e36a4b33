-- A payment as the store reads it: its columns, its times as ISO-8601 UTC with milliseconds (created_at,
-- succeeded_at), and the two columns its reads filter and sort on (updated_at, stale_reason). Statements that change
-- a payment and return it write the same list in their RETURNING.
CREATE OR REPLACE VIEW payment_rows AS
  SELECT id, intent_id, client_secret, provider_key, payer_id, kind, plan, billing_cycle, based_on_version, project_id,
    stage, amount_cents, currency, description, status, last_error,
    iso_utc(created_at) AS created_at, iso_utc(succeeded_at) AS succeeded_at,
    updated_at, stale_reason
  FROM payments;
