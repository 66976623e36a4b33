-- The payments export reads a member's payments by keyset (payer, then id) and the projects they are the engineer of.
CREATE INDEX payments_by_payer_id ON payments (payer_id, id);
CREATE INDEX project_prices_by_engineer ON project_prices (engineer_id);
