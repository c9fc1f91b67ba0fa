-- Every keyed request (each order) added an entry to a B-tree on idempotency_keys.created_at that
-- only the pruning job reads, every ten minutes, for keys older than a week. Keys are inserted in
-- time order, so a BRIN index (one summary per range of pages) finds the old ones as well and an
-- insert adds nothing to it (decision 010, "Profile and round trips").
DROP INDEX IF EXISTS idempotency_keys_created_at_idx;
CREATE INDEX idempotency_keys_created_at_brin ON idempotency_keys USING brin (created_at);
