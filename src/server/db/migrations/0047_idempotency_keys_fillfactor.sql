-- A keyed request writes its key's row twice: claimed (no answer yet), then its answer. Seven in
-- ten of those updates found no room on the row's page, so PostgreSQL wrote the new version on
-- another page and a new entry in the key's B-tree. Pages left half empty keep the update on the
-- same page, where it needs no index entry (a HOT update). The setting applies to pages filled
-- from now on (decision 010, "Rows written twice").
ALTER TABLE idempotency_keys SET (fillfactor = 50);
