-- Several markets locked in one round trip, for a batch of orders that spans markets (see
-- exchange/order-batcher.ts): exchange_lock_market (0012) for each, in ascending id order — the
-- one order in which any transaction takes more than one market, so two such batches never wait
-- on each other in a circle. Each call is its own statement, so each market's event is read
-- after that market's lock, as 0012 requires. Markets that do not exist are left out.
--   p_keys: [{"market_id", "user_id", "key", "hash", "waited"}, ...] (as 0012, with the market)
CREATE FUNCTION exchange_lock_markets(p_markets bigint[], p_keys jsonb DEFAULT '[]')
RETURNS TABLE (market_id bigint, market jsonb, claimed jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_row record;
BEGIN
  FOR v_id IN SELECT DISTINCT x FROM unnest(p_markets) AS x ORDER BY x LOOP
    SELECT l.market, l.claimed INTO v_row
      FROM exchange_lock_market(v_id, coalesce((SELECT jsonb_agg(k) FROM jsonb_array_elements(p_keys) AS k WHERE (k->>'market_id')::bigint = v_id), '[]')) AS l;
    IF FOUND THEN
      market_id := v_id;
      market := v_row.market;
      claimed := v_row.claimed;
      RETURN NEXT;
    END IF;
  END LOOP;
END $$;
