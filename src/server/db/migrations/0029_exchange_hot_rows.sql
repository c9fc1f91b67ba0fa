-- Two things on the order path that cost the database work for nothing (found with
-- pg_stat_statements and pg_stat_user_tables on bench/exchange-orders):
--
-- 1. exchange_balance_view (0028) was declared IMMUTABLE around jsonb_build_object, which is only
--    STABLE, so the planner would not inline it: exchange_place_batch ran it as a function call of
--    its own, executor and all, once for every answer of a batch. Declared as what it is, it is
--    inlined into the statement that sets the answers' balances.
CREATE OR REPLACE FUNCTION exchange_balance_view(p_main bigint, p_bonus bigint, p_exposure bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'main_balance', round((p_main + p_exposure)::numeric / 100, 2),
    'bonus_balance', round(p_bonus::numeric / 100, 2),
    'net_exposure', round(p_exposure::numeric / 100, 2),
    'total_balance', round((p_main + p_exposure + p_bonus)::numeric / 100, 2),
    'available_credit', round(p_main::numeric / 100, 2))
$$;

-- 2. market_exposures' index on user_id was partial (WHERE amount > 0), and a column in an index's
--    predicate rules out heap-only updates: every order rewrote its players' exposure rows with new
--    entries in both indexes (0 of 10,859 updates heap-only in a bench run). On the whole table,
--    amount is in no index, so an update can stay on its page with no index entry; pages keep some
--    room for those new versions. The queries that filtered on amount > 0 still do.
--    The index holds market_id after user_id: the write looks a hold up by (market_id, user_id),
--    and a plan cached while the table was young could pick this index for it; on user_id alone
--    that read every market of the player (the house has a row in every market), on both columns
--    it is the same single-row lookup as the primary key.
DROP INDEX market_exposures_user_idx;
CREATE INDEX market_exposures_user_idx ON market_exposures (user_id, market_id);
ALTER TABLE market_exposures SET (fillfactor = 80);
