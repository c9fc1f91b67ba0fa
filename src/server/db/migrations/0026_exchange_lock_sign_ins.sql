-- exchange_lock_markets (0024) also checks the sign-in sessions behind a batch of orders, in the
-- same round trip: the order route knows a token it has seen before without a query of its own
-- (auth/sessions.ts), and the transaction that places the bets checks that the session is still
-- live (not revoked, not expired, its user an active player). An Idempotency-Key is claimed
-- only for an order whose session is live (a key's "session", when it has one); the others are
-- answered by the caller the usual way (a fresh lookup, then 401).
--   p_sign_ins: session ids to check; answers the live ones as `sign_ins` on every row, and when
--   no market was found, on one row of its own (market_id null).
DROP FUNCTION exchange_lock_markets(bigint[], jsonb);

CREATE FUNCTION exchange_lock_markets(p_markets bigint[], p_keys jsonb DEFAULT '[]', p_sign_ins bigint[] DEFAULT '{}')
RETURNS TABLE (market_id bigint, market jsonb, claimed jsonb, sign_ins bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_row record;
  v_live bigint[] := '{}';
BEGIN
  IF cardinality(p_sign_ins) > 0 THEN
    SELECT coalesce(array_agg(s.id), '{}') INTO v_live
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ANY(p_sign_ins) AND s.revoked_at IS NULL AND s.expires_at > now()
       AND u.status = 'active' AND u.role = 'player';
  END IF;
  FOR v_id IN SELECT DISTINCT x FROM unnest(p_markets) AS x ORDER BY x LOOP
    SELECT l.market, l.claimed INTO v_row
      FROM exchange_lock_market(v_id, coalesce((
        SELECT jsonb_agg(k) FROM jsonb_array_elements(p_keys) AS k
         WHERE (k->>'market_id')::bigint = v_id
           AND (NOT (k ? 'session') OR (k->>'session')::bigint = ANY(v_live))), '[]')) AS l;
    IF FOUND THEN
      market_id := v_id;
      market := v_row.market;
      claimed := v_row.claimed;
      sign_ins := v_live;
      RETURN NEXT;
    END IF;
  END LOOP;
  IF market_id IS NULL AND cardinality(p_sign_ins) > 0 THEN
    sign_ins := v_live;
    RETURN NEXT;
  END IF;
END $$;
