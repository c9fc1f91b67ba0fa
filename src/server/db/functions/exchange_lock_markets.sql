-- What every order, cancel, re-quote and settlement on markets starts with (exchange/market-state.ts,
-- lockMarkets), in one round trip for all the markets of a batch:
--   1. lock the markets' rows in ascending id order: the one order in which any transaction
--      takes more than one market, so two never wait on each other in a circle;
--   2. read them with their events in a later statement: a volatile function's next statement
--      takes a fresh snapshot, so an in-play turn committed by the transaction we waited for is
--      seen (one statement's snapshot, taken before it waits, would miss it);
--   3. check the batch's sign-in sessions: the order route knows a token it has seen before
--      without a query of its own (auth/sessions.ts), and the transaction that places the bets
--      checks that each session is still live (not revoked, not expired, an active player's);
--   4. find which of the batch's players (p_players) are on a time-out or self-exclusion. Before
--      anything else each player's advisory lock is taken shared: a time-out or self-exclusion
--      starting takes it exclusively (responsible-gambling/play-blocks.ts, the same key) while it
--      cancels the player's unmatched bets, so no order slips in between.
-- Answers a row a market found (unknown ones are left out): its columns with its event's and its
-- runners' names (for the notices of bets it matches). The live sessions of p_sign_ins and the
-- blocked players ({"<user id>": {"kind", "ends_at"}}) come once, on the first market's row (the
-- others have NULL: the driver parses each value it is sent), or on a row of their own, market_id
-- null, when no market was found.
CREATE OR REPLACE FUNCTION exchange_lock_markets(p_markets bigint[], p_sign_ins bigint[] DEFAULT '{}', p_players bigint[] DEFAULT '{}')
RETURNS TABLE (market_id bigint, market jsonb, sign_ins bigint[], blocks jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_live bigint[] := '{}';
  v_blocks jsonb := '{}';
  v_locked integer;
  v_read integer;
BEGIN
  IF cardinality(p_players) > 0 THEN
    PERFORM pg_advisory_xact_lock_shared(727274, p.id::integer) FROM (SELECT DISTINCT id FROM unnest(p_players) AS u(id) ORDER BY id) AS p;
  END IF;
  SELECT count(*) INTO v_locked FROM (SELECT 1 FROM markets m WHERE m.id = ANY(p_markets) ORDER BY m.id FOR UPDATE) AS l;
  IF cardinality(p_sign_ins) > 0 THEN
    SELECT coalesce(array_agg(s.id), '{}') INTO v_live
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ANY(p_sign_ins) AND s.revoked_at IS NULL AND s.expires_at > now()
       AND u.status = 'active' AND u.role = 'player';
  END IF;
  IF cardinality(p_players) > 0 THEN
    SELECT coalesce(jsonb_object_agg(b.user_id::text, jsonb_build_object('kind', b.kind, 'ends_at', b.ends_at)), '{}') INTO v_blocks
      FROM (SELECT DISTINCT ON (pb.user_id) pb.user_id, pb.kind, pb.ends_at
              FROM play_blocks pb
             WHERE pb.user_id = ANY(p_players) AND pb.ends_at > now()
             ORDER BY pb.user_id, pb.ends_at DESC) AS b;
  END IF;
  RETURN QUERY
  SELECT r.id, to_jsonb(r),
         CASE WHEN row_number() OVER (ORDER BY r.id) = 1 THEN v_live END,
         CASE WHEN row_number() OVER (ORDER BY r.id) = 1 THEN v_blocks END
    FROM (SELECT m.id, m.type, m.status, m.version, m.next_seq, m.min_stake, m.max_stake, m.bet_delay, m.commission_bps,
                 m.settled_at, m.settle_round, m.result, m.event_id,
                 m.name AS market_name, e.name AS event_name, e.sport_key, e.in_play, e.status AS event_status,
                 (SELECT jsonb_object_agg(rn.id::text, rn.name) FROM runners rn WHERE rn.market_id = m.id) AS runner_names
            FROM markets m JOIN events e ON e.id = m.event_id
           WHERE m.id = ANY(p_markets)) AS r
   ORDER BY r.id;
  GET DIAGNOSTICS v_read = ROW_COUNT;
  IF v_read <> v_locked THEN
    RAISE EXCEPTION 'a locked market has no event';
  END IF;
  IF v_read = 0 AND (cardinality(p_sign_ins) > 0 OR cardinality(p_players) > 0) THEN
    RETURN QUERY SELECT NULL::bigint, NULL::jsonb, v_live, v_blocks;
  END IF;
END $$;
