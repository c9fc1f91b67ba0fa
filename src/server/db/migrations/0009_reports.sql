-- Issue 19, reports and back-office finish.

-- The payout reference (UTR) of the bank transfer that paid a withdrawal, as the operator typed it.
ALTER TABLE withdrawals ADD COLUMN payout_reference text CHECK (payout_reference ~ '^[A-Z0-9]{6,30}$');

-- The daily report reads transfers by time; rows arrive in time order, so a BRIN index finds a
-- range of days for almost nothing to keep up on the order path.
CREATE INDEX transfers_created_at_brin ON transfers USING brin (created_at);

-- The audit log filtered by what an action was done to (a player's trail, one withdrawal's history).
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);
