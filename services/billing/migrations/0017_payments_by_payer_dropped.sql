-- payments_by_payer (payer_id, created_at) served no statement: every read of a member's payments filters on payer_id
-- alone or orders by id, which payments_by_payer_id (payer_id, id; 0010) serves. No update of a payment is HOT (each
-- changes its status, which partial indexes name), so every write of a payment wrote an entry into each of its
-- indexes: three writes per stage payment (made, its intent recorded, paid), each one index entry fewer now.
DROP INDEX IF EXISTS payments_by_payer;
