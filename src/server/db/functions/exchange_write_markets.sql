-- The write of a batch of market transactions (exchange/write-markets.ts) in one statement: new
-- bets, changes to stored bets, matches, positions, exposure holds, the markets' next seq and
-- version, and the "bet matched" notices of the stored bets that matched; each kind of row as one
-- array per column. Each bet's status comes from
-- exchange_bet_status.
-- Matches name bets by (market, seq), so a match between two bets made in this very statement
-- needs no ids; the foreign keys are checked at the end of the statement, when both exist.
-- Answers the markets' new versions [[id, version], ...] and the new bets' ids and statuses
-- [[market, seq, id, status], ...].
--
-- The foreign keys of these tables were dropped for this check (migration 0048): before it writes,
-- one query looks at the whole batch, and raises LX001 (a defect of the caller: nothing is
-- written, the transaction fails) when a row names a market the write does not bump, a runner
-- that is not its market's, a user that does not exist, or when a match names a bet that is
-- neither stored nor made here.
--
-- As a function its statement is planned once per connection and kept, instead of parsed and
-- planned for every batch. A plan kept that long must not depend on the statistics of the moment:
-- one made while the tables were young would read them whole. So the joins are pinned: every join is a
-- nested loop over the arrays, and with sequential, plain index and index-only scans off, the only
-- way left into a table is a bitmap lookup by the join's values, one per array row.
--
-- Positions and holds are updated where they exist, then inserted where they do not, rather than
-- upserted (INSERT ... ON CONFLICT DO UPDATE locks an existing row first, a WAL record of its
-- own). This is safe because the function runs under the markets' row locks, which every writer
-- of a market's positions and holds takes first: nothing else adds or changes these rows
-- meanwhile. Both parts see the statement's snapshot, so the insert skips exactly the rows the
-- update found; should a row appear anyway, the insert fails on the primary key and the whole
-- statement is undone, never half written.
CREATE OR REPLACE FUNCTION exchange_write_markets(
  b_market bigint[], b_seq bigint[], b_runner bigint[], b_user bigint[], b_side text[], b_price int[], b_line int[],
  b_persistence text[], b_stake bigint[], b_matched bigint[], b_value bigint[], b_remaining bigint[], b_cancelled bigint[],
  b_lapsed bigint[], b_win bigint[], b_lose bigint[],
  d_market bigint[], d_seq bigint[], d_matched bigint[], d_value bigint[], d_taken bigint[], d_cancelled bigint[],
  d_lapsed bigint[], d_win bigint[], d_lose bigint[],
  x_market bigint[], x_taker bigint[], x_maker bigint[], x_runner bigint[], x_side text[], x_price int[], x_stake bigint[],
  p_market bigint[], p_user bigint[], p_runner bigint[], p_line int[], p_win bigint[], p_lose bigint[],
  h_market bigint[], h_user bigint[], h_amount bigint[],
  m_id bigint[], m_next_seq bigint[],
  n_user bigint[], n_kind text[], n_message text[])
RETURNS TABLE (versions json, bet_ids json)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET enable_hashjoin = off
SET enable_mergejoin = off
SET enable_indexscan = off
SET enable_indexonlyscan = off
SET enable_memoize = off
AS $$
DECLARE
  -- Each distinct id once: one index scan a table for the batch, not one a row.
  v_markets bigint[] := ARRAY(SELECT DISTINCT m FROM unnest(m_id) AS m);
  v_runners bigint[] := ARRAY(SELECT DISTINCT r FROM unnest(b_runner || p_runner) AS r);
  v_users bigint[] := ARRAY(SELECT DISTINCT u FROM unnest(b_user || p_user || h_user) AS u);
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(b_market || d_market || x_market || p_market || h_market) AS v(id) WHERE NOT v.id = ANY(m_id))
     OR (SELECT count(*) FROM markets m WHERE m.id = ANY(v_markets)) <> cardinality(v_markets)
     OR (SELECT count(*) FROM users u WHERE u.id = ANY(v_users)) <> cardinality(v_users)
     OR EXISTS (SELECT 1 FROM unnest(b_market || p_market, b_runner || p_runner) AS v(market_id, runner_id)
                  LEFT JOIN (SELECT r.id, r.market_id FROM runners r WHERE r.id = ANY(v_runners)) AS r ON r.id = v.runner_id
                 WHERE r.market_id IS DISTINCT FROM v.market_id)
     OR EXISTS (SELECT 1 FROM unnest(x_market || x_market, x_taker || x_maker) AS v(market_id, seq)
                 WHERE NOT EXISTS (SELECT 1 FROM unnest(b_market, b_seq) AS n(market_id, seq) WHERE n.market_id = v.market_id AND n.seq = v.seq)
                   AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.market_id = v.market_id AND b.seq = v.seq)) THEN
    RAISE EXCEPTION 'an exchange write names a market, runner, user or bet that does not exist' USING ERRCODE = 'LX001';
  END IF;

  RETURN QUERY
  WITH new_bets AS (
    INSERT INTO bets (market_id, seq, runner_id, user_id, side, price, line, persistence, stake, matched_stake, matched_value,
                      remaining_stake, cancelled_stake, lapsed_stake, win_pnl, lose_pnl, status)
    SELECT v.*, exchange_bet_status(v.remaining, v.matched, v.cancelled)
      FROM unnest(b_market, b_seq, b_runner, b_user, b_side, b_price, b_line, b_persistence, b_stake, b_matched,
                  b_value, b_remaining, b_cancelled, b_lapsed, b_win, b_lose)
           AS v(market_id, seq, runner_id, user_id, side, price, line, persistence, stake, matched, value, remaining, cancelled, lapsed, win, lose)
    RETURNING bets.id, bets.market_id, bets.seq, bets.status),
  changed_bets AS (
    UPDATE bets b SET
      matched_stake = b.matched_stake + d.matched,
      matched_value = b.matched_value + d.value,
      remaining_stake = b.remaining_stake - d.taken,
      cancelled_stake = b.cancelled_stake + d.cancelled,
      lapsed_stake = b.lapsed_stake + d.lapsed,
      win_pnl = b.win_pnl + d.win,
      lose_pnl = b.lose_pnl + d.lose,
      status = exchange_bet_status(b.remaining_stake - d.taken, b.matched_stake + d.matched, b.cancelled_stake + d.cancelled)
    FROM unnest(d_market, d_seq, d_matched, d_value, d_taken, d_cancelled, d_lapsed, d_win, d_lose)
         AS d(market_id, seq, matched, value, taken, cancelled, lapsed, win, lose)
    WHERE b.market_id = d.market_id AND b.seq = d.seq
    RETURNING b.id),
  new_matches AS (
    INSERT INTO bet_matches (market_id, taker_seq, maker_seq, runner_id, taker_side, price, stake)
    SELECT * FROM unnest(x_market, x_taker, x_maker, x_runner, x_side, x_price, x_stake)),
  added_positions AS (
    UPDATE market_positions mp SET win_sum = mp.win_sum + v.win, lose_sum = mp.lose_sum + v.lose
      FROM unnest(p_market, p_user, p_runner, p_line, p_win, p_lose) AS v(market_id, user_id, runner_id, line, win, lose)
     WHERE mp.market_id = v.market_id AND mp.user_id = v.user_id AND mp.runner_id = v.runner_id AND mp.line = v.line
    RETURNING mp.market_id, mp.user_id, mp.runner_id, mp.line),
  new_positions AS (
    INSERT INTO market_positions (market_id, user_id, runner_id, line, win_sum, lose_sum)
    SELECT v.* FROM unnest(p_market, p_user, p_runner, p_line, p_win, p_lose) AS v(market_id, user_id, runner_id, line, win, lose)
     WHERE NOT EXISTS (SELECT 1 FROM added_positions a
                        WHERE a.market_id = v.market_id AND a.user_id = v.user_id AND a.runner_id = v.runner_id AND a.line = v.line)),
  set_exposures AS (
    UPDATE market_exposures me SET amount = v.amount
      FROM unnest(h_market, h_user, h_amount) AS v(market_id, user_id, amount)
     WHERE me.market_id = v.market_id AND me.user_id = v.user_id
    RETURNING me.market_id, me.user_id),
  new_exposures AS (
    INSERT INTO market_exposures (market_id, user_id, amount)
    SELECT v.* FROM unnest(h_market, h_user, h_amount) AS v(market_id, user_id, amount)
     WHERE NOT EXISTS (SELECT 1 FROM set_exposures s WHERE s.market_id = v.market_id AND s.user_id = v.user_id)),
  notices AS (
    INSERT INTO player_notifications (user_id, kind, message)
    SELECT * FROM unnest(n_user, n_kind, n_message)),
  bumped AS (
    UPDATE markets m SET next_seq = v.next_seq, version = nextval('market_version_seq')
    FROM unnest(m_id, m_next_seq) AS v(id, next_seq)
    WHERE m.id = v.id RETURNING m.id, m.version)
  SELECT (SELECT json_agg(json_build_array(bumped.id, bumped.version)) FROM bumped),
         (SELECT json_agg(json_build_array(new_bets.market_id, new_bets.seq, new_bets.id, new_bets.status)) FROM new_bets);
END $$;
