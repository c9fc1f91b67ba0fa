-- A batch of orders placed in one statement (exchange/place-at-once.ts): the process matched
-- them against its cached books first, and this checks, under the markets' locks, that what it
-- matched against is what is stored, then does what the transaction of place-bet-batch.ts does
-- in several round trips: lock (exchange_lock_markets), the ledger (ledger_transfer), the write
-- (exchange_write_sessions), and each order's Idempotency-Key inserted once, with its answer.
-- Sent alone, the statement is its own transaction: anything that is not as the process assumed
-- raises, and the whole statement, keys and money included, is rolled back; the process then
-- places the batch the usual way, which gives each order its exact answer. Raises:
--   LX001  a market is not as matched against: another version, status, delay, event, ...
--          (p_expected holds each market's row as exchange_lock_markets answers it, by id)
--   LX002  an Idempotency-Key exists already (a repeated request, or one another transaction
--          held uncommitted: waited for, then found)
--   LX003  a sign-in session is no longer live
--   LX004  the ledger refused the holds (someone is short: the usual way names who)
-- The keys are not claimed at the lock: no other transaction can see a key before this one
-- commits, so inserting each at the end, with its answer, protects as much and writes it once.
-- The answers of placed orders are made with the balances after the ledger, which the process
-- does not know beforehand: it sends them with a placeholder at a_balance_path, replaced here by
-- exchange_balance_view of a_balance_user's accounts; a new bet's id goes at a_path.
-- Deadlocks: the key insert may wait, holding this batch's market and account locks, for another
-- process's transaction that claimed the same (player, key) at its own lock and then waits for
-- one of those rows; PostgreSQL breaks the circle by failing one of the two, whose batch then goes
-- the usual way. Both end correct: one answer per key.
-- Answers the markets' new versions and the new bets' ids (as exchange_write_sessions), and
-- [[account id, user id, kind, balance], ...] of p_balances_for's accounts after the ledger.
CREATE OR REPLACE FUNCTION exchange_place_batch(
  p_markets bigint[], p_expected jsonb, p_keys jsonb, p_sign_ins bigint[], p_legs jsonb, p_balances_for bigint[],
  b_market bigint[], b_seq bigint[], b_runner bigint[], b_user bigint[], b_side text[], b_price int[], b_line int[],
  b_persistence text[], b_stake bigint[], b_matched bigint[], b_value bigint[], b_remaining bigint[], b_cancelled bigint[],
  b_lapsed bigint[], b_win bigint[], b_lose bigint[], b_status text[],
  d_market bigint[], d_seq bigint[], d_matched bigint[], d_value bigint[], d_taken bigint[], d_cancelled bigint[],
  d_lapsed bigint[], d_win bigint[], d_lose bigint[],
  x_market bigint[], x_taker bigint[], x_maker bigint[], x_runner bigint[], x_side text[], x_price int[], x_stake bigint[],
  p_market bigint[], p_user bigint[], p_runner bigint[], p_line int[], p_win bigint[], p_lose bigint[],
  h_market bigint[], h_user bigint[], h_amount bigint[],
  a_user bigint[], a_key text[], a_status int[], a_response jsonb[], a_market bigint[], a_seq bigint[], a_path text[],
  m_id bigint[], m_next_seq bigint[],
  a_balance_user bigint[], a_balance_path text[])
RETURNS TABLE (versions json, bet_ids json, accounts json)
LANGUAGE plpgsql
-- Its statements' plans are cached per connection, as exchange_write_sessions' are: a plan made
-- while accounts was small could read the table whole for the balances, on every batch for the
-- connection's life. Without sequential scans they look players up by the (user_id, kind) key.
SET enable_seqscan = off
AS $$
DECLARE
  v_found integer;
  v_same integer;
  v_live integer;
  v_status text;
  v_accounts json;
  v_responses jsonb[];
  v_versions json;
  v_bet_ids json;
  v_inserted integer;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE l.market = p_expected -> l.market_id::text), coalesce(max(cardinality(l.sign_ins)), 0)
    INTO v_found, v_same, v_live
    FROM exchange_lock_markets(p_markets, '[]'::jsonb, p_sign_ins) AS l
   WHERE l.market_id IS NOT NULL;
  IF v_found <> cardinality(p_markets) OR v_same <> v_found THEN
    RAISE EXCEPTION 'a market is not as the batch was matched against' USING ERRCODE = 'LX001';
  END IF;
  IF v_live <> cardinality(p_sign_ins) THEN
    RAISE EXCEPTION 'a sign-in session of the batch is not live' USING ERRCODE = 'LX003';
  END IF;

  IF jsonb_array_length(p_legs) > 0 THEN
    SELECT t.status INTO v_status FROM ledger_transfer(p_legs) AS t;
    IF v_status <> 'ok' THEN
      RAISE EXCEPTION 'the ledger refused the batch: %', v_status USING ERRCODE = 'LX004';
    END IF;
  END IF;

  -- A later statement than the ledger's: it sees the balances the ledger just wrote.
  WITH held AS (
    SELECT a.id, a.user_id, a.kind, a.balance FROM accounts a WHERE a.user_id = ANY(p_balances_for)),
  balances AS (
    SELECT h.user_id,
           coalesce(sum(h.balance) FILTER (WHERE h.kind = 'main'), 0)::bigint AS main,
           coalesce(sum(h.balance) FILTER (WHERE h.kind = 'bonus'), 0)::bigint AS bonus,
           coalesce(sum(h.balance) FILTER (WHERE h.kind = 'exposure'), 0)::bigint AS exposure
      FROM held h GROUP BY h.user_id)
  SELECT (SELECT json_agg(json_build_array(h.id, h.user_id, h.kind, h.balance)) FROM held h),
         (SELECT coalesce(array_agg(
                   CASE WHEN v.user_id IS NULL THEN v.response
                        ELSE jsonb_set(v.response, v.path::text[],
                               exchange_balance_view(coalesce(b.main, 0), coalesce(b.bonus, 0), coalesce(b.exposure, 0)))
                   END ORDER BY v.ord), '{}')
            FROM unnest(a_response, a_balance_user, a_balance_path) WITH ORDINALITY AS v(response, user_id, path, ord)
            LEFT JOIN balances b ON b.user_id = v.user_id)
    INTO v_accounts, v_responses;

  -- The write, without answers: the keys are inserted below, once.
  SELECT w.versions, w.bet_ids INTO v_versions, v_bet_ids
    FROM exchange_write_sessions(
      b_market, b_seq, b_runner, b_user, b_side, b_price, b_line, b_persistence, b_stake, b_matched, b_value, b_remaining,
      b_cancelled, b_lapsed, b_win, b_lose, b_status,
      d_market, d_seq, d_matched, d_value, d_taken, d_cancelled, d_lapsed, d_win, d_lose,
      x_market, x_taker, x_maker, x_runner, x_side, x_price, x_stake,
      p_market, p_user, p_runner, p_line, p_win, p_lose,
      h_market, h_user, h_amount,
      '{}', '{}', '{}', '{}', '{}', '{}', '{}',
      m_id, m_next_seq) AS w;

  INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
  SELECT v.user_id, v.key, k.hash, v.status,
         CASE WHEN v.seq IS NULL THEN v.response ELSE jsonb_set(v.response, v.id_path::text[], to_jsonb(nb.id)) END
    FROM unnest(a_user, a_key, a_status, v_responses, a_market, a_seq, a_path)
         AS v(user_id, key, status, response, market_id, seq, id_path)
    JOIN jsonb_to_recordset(p_keys) AS k(user_id bigint, key text, hash text) ON k.user_id = v.user_id AND k.key = v.key
    LEFT JOIN (SELECT (e ->> 0)::bigint AS market_id, (e ->> 1)::bigint AS seq, (e ->> 2)::bigint AS id
                 FROM json_array_elements(coalesce(v_bet_ids, '[]'::json)) AS e) AS nb
      ON nb.market_id = v.market_id AND nb.seq = v.seq
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;
  IF v_inserted <> jsonb_array_length(p_keys) OR v_inserted <> cardinality(a_user) THEN
    RAISE EXCEPTION 'an Idempotency-Key of the batch exists already' USING ERRCODE = 'LX002';
  END IF;

  RETURN QUERY SELECT v_versions, v_bet_ids, v_accounts;
END $$;
