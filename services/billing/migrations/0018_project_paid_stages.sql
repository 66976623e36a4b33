-- Each project's paid stages (succeeded, not a stale success) with whether money left escrow, as a JSON array of
-- {stage, released, refunded}: what a stage payment's create and a stage intent's payer state read (one definition
-- instead of a copy in each statement). A read by project_id reaches the payments through payments_of_project:
-- PostgreSQL moves a condition on the grouped column into the view.
CREATE VIEW project_paid_stages AS
  SELECT p.project_id,
    json_agg(json_build_object('stage', p.stage,
      'released', EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'release'),
      'refunded', EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.payment_id = p.id AND t.kind = 'refund')))
      AS stages
  FROM payments p
  WHERE p.kind = 'project_stage' AND p.status = 'succeeded' AND p.stale_reason IS NULL
  GROUP BY p.project_id;
