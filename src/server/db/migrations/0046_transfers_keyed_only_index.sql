-- Most transfers carry no idempotency key (every exchange hold and release, about 1.3 legs an
-- order; settlement's legs do carry keys), yet each keyless one added a NULL entry to the unique B-tree on
-- transfers.idempotency_key, which no lookup ever asks for. The index now holds keyed transfers
-- only. Uniqueness is the same: two NULLs never collided (decision 010, "Less written per order").
ALTER TABLE transfers DROP CONSTRAINT IF EXISTS transfers_idempotency_key_key;
CREATE UNIQUE INDEX transfers_idempotency_key_key ON transfers (idempotency_key) WHERE idempotency_key IS NOT NULL;
