-- The seamless wallet's stakes and wins (casino/seamless-wallet/wallet-operations.ts, batched by
-- wallet-batcher.ts) as one server-side function, so a batch of callbacks costs one round trip
-- and one commit. Every casino transfer moves money to or from the house_pnl account of the
-- player's world (demo players win and lose play money); with a transaction per callback, that
-- row's lock would be held through each commit's flush and cap the wallet at one commit at a
-- time. Applying many callbacks in one statement shares the lock and the flush.
-- The rules: a repeat answers the first answer; a stake needs the caller's session checks to
-- pass (given as p_ops[].refusal) and the money to be there; a dead id (rolled back first) is
-- refused. Operations with the same transaction id in one batch behave as if they came one after
-- the other: the later ones answer the first one's answer (or TRANSACTION_MISMATCH).
--   p_ops: [{"op": "debit"|"credit", "provider_id", "tx_id", "round_id", "amount" (paise),
--            "user_id", "session_id", "game_id", "refusal": null | status}, ...]
--   or, for an aggregator's callback, the session named by its token instead of the last four:
--          {..., "token_hash": sha256 hex of the session token, "player_id": text | null}
--   (the session rules then apply here: unknown → SESSION_NOT_FOUND; a stake needs an active
--   player, a live session and an enabled title, in that order, as debitRefusal says).
--   answers: one row per op, in order: (ord, answer jsonb)
--
-- The batch holds the house row's lock while it runs, so its own time is the wallet's ceiling:
-- it costs a few statements per batch, not per operation. A batch
--   1. finds the sessions named by token (one query);
--   2. locks every account it may move, in id order (the ledger's one global order);
--   3. reads every operation's earlier row, transfer and main account in one query, and decides
--      each operation in order in memory: balances move in plpgsql arrays, not in tables;
--   4. inserts the new casino_wallet_transactions rows (one statement), then moves the money by
--      one call of ledger_transfer with the batch's legs in order: the ledger stays the only
--      writer of balances and transfers. Its answer must be 'ok' with the balances decided in
--      step 3 (the answers quote them), or the batch raises and writes nothing.
-- The set-based queries run by EXECUTE, planned afresh for each batch: a plan cached per
-- connection, made while the tables were small, would scan casino_wallet_transactions whole to
-- find earlier rows, at a cost growing with the table.
-- A transaction id taken by another transaction between step 3 and step 4 (a retry racing its
-- first try) makes the insert skip that row; the batch then undoes its writes and runs again
-- with a fresh snapshot, which sees the other row and answers a repeat.
CREATE OR REPLACE FUNCTION casino_wallet_apply(p_ops jsonb)
RETURNS TABLE (ord bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_ops jsonb;
  v_house_id bigint;
  v_play_house_id bigint;
  v_house int;
  r record;
  v_attempt int;
  v_answers jsonb[];
  v_answer jsonb;
  -- Locked accounts, in id order, and their balances as the batch moves them.
  a_ids bigint[];
  a_bal bigint[];
  v_main int;
  v_balance bigint;
  v_from int;
  v_to int;
  -- v_written[first ordinal of a transaction id in this batch] = where its row is in w_*.
  v_written int[];
  v_first int;
  v_row_id bigint;
  v_ids regclass := pg_get_serial_sequence('casino_wallet_transactions', 'id')::regclass;
  v_status text;
  v_count int;
  -- The rows to write.
  w_n int[]; w_id bigint[]; w_provider bigint[]; w_tx text[]; w_kind text[]; w_user bigint[]; w_session bigint[];
  w_game bigint[]; w_round text[]; w_amount bigint[]; w_status text[]; w_answer jsonb[];
  -- The ledger legs, and each side's balance after as decided here.
  t_debit bigint[]; t_credit bigint[]; t_amount bigint[]; t_kind text[]; t_ref text[]; t_debit_after bigint[]; t_credit_after bigint[];
  v_ledger_status text; v_debit_after bigint[]; v_credit_after bigint[];
BEGIN
  -- Sessions named by token are resolved first (one pass), so each op carries its player.
  EXECUTE $q$
  SELECT jsonb_agg(CASE
           WHEN o ? 'token_hash' AND s.id IS NULL THEN o || jsonb_build_object('refusal', 'SESSION_NOT_FOUND', 'unknown_session', true, 'user_id', NULL)
           WHEN o ? 'token_hash' THEN o || jsonb_build_object(
             'user_id', s.user_id, 'session_id', s.id, 'game_id', s.game_id,
             'refusal', CASE WHEN o->>'op' <> 'debit' THEN NULL
                             WHEN u.status <> 'active' THEN 'PLAYER_BLOCKED'
                             WHEN s.expires_at <= now() THEN 'SESSION_EXPIRED'
                             WHEN NOT (g.is_enabled AND p.is_enabled) THEN 'GAME_DISABLED' END)
           ELSE o END ORDER BY e.n)
    FROM jsonb_array_elements($1) WITH ORDINALITY e(o, n)
    LEFT JOIN casino_sessions s ON s.token_hash = e.o->>'token_hash' AND s.provider_id = (e.o->>'provider_id')::bigint
         AND (e.o->>'player_id' IS NULL OR e.o->>'player_id' = s.user_id::text)
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN casino_games g ON g.id = s.game_id
    LEFT JOIN casino_providers p ON p.id = s.provider_id
  $q$ INTO v_ops USING p_ops;

  -- The house's side of a round is in the player's world: demo players win and lose play money.
  SELECT a.id INTO v_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl' AND NOT a.play_money;
  SELECT a.id INTO v_play_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl' AND a.play_money;
  IF v_house_id IS NULL OR v_play_house_id IS NULL THEN
    INSERT INTO accounts (user_id, kind, play_money) VALUES (NULL, 'house_pnl', false), (NULL, 'house_pnl', true) ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl' AND NOT a.play_money;
    SELECT a.id INTO v_play_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl' AND a.play_money;
  END IF;
  -- A win is paid into the main account, made here if the player has none yet.
  EXECUTE $q$
  INSERT INTO accounts (user_id, kind, play_money)
  SELECT DISTINCT u.id, 'main', u.is_demo FROM jsonb_array_elements($1) o JOIN users u ON u.id = (o->>'user_id')::bigint
   WHERE o->>'op' = 'credit' AND (o->>'amount')::bigint > 0 AND o->>'user_id' IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = (o->>'user_id')::bigint AND a.kind = 'main')
  ON CONFLICT DO NOTHING
  $q$ USING v_ops;

  FOR v_attempt IN 1..3 LOOP
    BEGIN
      v_answers := '{}'; v_written := '{}';
      w_n := '{}'; w_id := '{}'; w_provider := '{}'; w_tx := '{}'; w_kind := '{}'; w_user := '{}'; w_session := '{}';
      w_game := '{}'; w_round := '{}'; w_amount := '{}'; w_status := '{}'; w_answer := '{}';
      t_debit := '{}'; t_credit := '{}'; t_amount := '{}'; t_kind := '{}'; t_ref := '{}'; t_debit_after := '{}'; t_credit_after := '{}';

      -- Every account the batch will move, locked up front in id order, so a batch never holds
      -- one account while waiting for a lower one.
      EXECUTE $q$
      SELECT array_agg(l.id ORDER BY l.id), array_agg(l.balance ORDER BY l.id)
        FROM (SELECT a.id, a.balance FROM accounts a
               WHERE a.id IN ($1, $3)
                  OR (a.kind = 'main' AND a.user_id IN (SELECT (o->>'user_id')::bigint FROM jsonb_array_elements($2) o))
               ORDER BY a.id FOR UPDATE) l
      $q$ INTO a_ids, a_bal USING v_house_id, v_ops, v_play_house_id;

      FOR r IN EXECUTE $q$
        SELECT e.n::int AS n, e.o->>'op' AS op, (e.o->>'provider_id')::bigint AS provider_id, e.o->>'tx_id' AS tx_id,
               coalesce(e.o->>'round_id', '') AS round_id, (e.o->>'amount')::bigint AS amount,
               (e.o->>'user_id')::bigint AS user_id, (e.o->>'session_id')::bigint AS session_id, (e.o->>'game_id')::bigint AS game_id,
               e.o->>'refusal' AS refusal, (e.o->>'unknown_session')::boolean IS TRUE AS unknown_session,
               min(e.n) OVER (PARTITION BY e.o->>'provider_id', e.o->>'tx_id')::int AS first_n,
               w.id AS w_id, w.kind AS w_kind, w.amount AS w_amount, w.status AS w_status, w.answer AS w_answer,
               CASE WHEN w.kind = 'debit' THEN t.debit_balance_after ELSE t.credit_balance_after END AS w_balance_after,
               m.id AS main_id, m.play_money AS play_money
          FROM jsonb_array_elements($1) WITH ORDINALITY e(o, n)
          LEFT JOIN casino_wallet_transactions w ON w.provider_id = (e.o->>'provider_id')::bigint AND w.provider_tx_id = e.o->>'tx_id'
          LEFT JOIN transfers t ON t.reference = 'casino_tx:' || w.id
          LEFT JOIN accounts m ON m.user_id = (e.o->>'user_id')::bigint AND m.kind = 'main'
         ORDER BY e.n
      $q$ USING v_ops
      LOOP
        IF r.unknown_session THEN
          v_answers[r.n] := casino_wallet_answer('SESSION_NOT_FOUND', NULL, NULL, 'Unknown session');
          CONTINUE;
        END IF;
        v_main := array_position(a_ids, r.main_id);
        v_balance := CASE WHEN v_main IS NULL THEN 0 ELSE a_bal[v_main] END;
        v_first := v_written[r.first_n];

        -- A repeat: of a row written before this batch, or by an earlier operation of it.
        IF r.w_id IS NOT NULL THEN
          IF r.w_status = 'void' OR (r.w_kind = r.op AND r.w_amount = r.amount) THEN
            v_answers[r.n] := coalesce(r.w_answer, casino_wallet_answer('OK', r.w_balance_after, r.w_id, NULL));
          ELSE
            v_answers[r.n] := casino_wallet_answer('TRANSACTION_MISMATCH', v_balance, NULL, 'This transaction id was used for another operation');
          END IF;
          CONTINUE;
        END IF;
        IF v_first IS NOT NULL THEN
          IF w_kind[v_first] = r.op AND w_amount[v_first] = r.amount THEN
            v_answers[r.n] := v_answers[w_n[v_first]];
          ELSE
            v_answers[r.n] := casino_wallet_answer('TRANSACTION_MISMATCH', v_balance, NULL, 'This transaction id was used for another operation');
          END IF;
          CONTINUE;
        END IF;

        IF r.op = 'debit' AND r.refusal IS NOT NULL THEN
          v_answers[r.n] := casino_wallet_answer(r.refusal, v_balance, NULL, NULL);
          CONTINUE;
        END IF;

        v_row_id := nextval(v_ids);
        v_answer := NULL;
        v_status := 'done';
        IF r.amount = 0 THEN
          v_answer := casino_wallet_answer('OK', v_balance, v_row_id, NULL);
        ELSIF r.op = 'debit' AND (v_main IS NULL OR v_balance < r.amount) THEN
          v_status := 'refused';
          v_answer := casino_wallet_answer('INSUFFICIENT_FUNDS', v_balance, v_row_id, 'Insufficient balance');
        ELSE
          IF v_main IS NULL THEN
            RAISE EXCEPTION 'casino transaction % has no main account to pay', r.tx_id;
          END IF;
          v_house := array_position(a_ids, CASE WHEN r.play_money THEN v_play_house_id ELSE v_house_id END);
          v_from := CASE WHEN r.op = 'debit' THEN v_main ELSE v_house END;
          v_to := CASE WHEN r.op = 'debit' THEN v_house ELSE v_main END;
          t_debit := array_append(t_debit, a_ids[v_from]);
          t_credit := array_append(t_credit, a_ids[v_to]);
          t_amount := array_append(t_amount, r.amount);
          t_kind := array_append(t_kind, CASE WHEN r.op = 'debit' THEN 'casino_debit' ELSE 'casino_credit' END);
          t_ref := array_append(t_ref, 'casino_tx:' || v_row_id);
          a_bal[v_from] := a_bal[v_from] - r.amount;
          t_debit_after := array_append(t_debit_after, a_bal[v_from]);
          a_bal[v_to] := a_bal[v_to] + r.amount;
          t_credit_after := array_append(t_credit_after, a_bal[v_to]);
          v_answers[r.n] := casino_wallet_answer('OK', a_bal[v_main], v_row_id, NULL);
        END IF;
        -- Answers that cannot be rebuilt from a transfer are kept for repeats.
        IF v_answer IS NOT NULL THEN
          v_answers[r.n] := v_answer;
        END IF;
        w_n := array_append(w_n, r.n); w_id := array_append(w_id, v_row_id);
        w_provider := array_append(w_provider, r.provider_id); w_tx := array_append(w_tx, r.tx_id);
        w_kind := array_append(w_kind, r.op); w_user := array_append(w_user, r.user_id);
        w_session := array_append(w_session, r.session_id); w_game := array_append(w_game, r.game_id);
        w_round := array_append(w_round, r.round_id); w_amount := array_append(w_amount, r.amount);
        w_status := array_append(w_status, v_status); w_answer := array_append(w_answer, v_answer);
        v_written[r.first_n] := array_length(w_id, 1);
      END LOOP;

      INSERT INTO casino_wallet_transactions (id, provider_id, provider_tx_id, kind, user_id, session_id, game_id, round_id, amount, status, answer)
      SELECT * FROM unnest(w_id, w_provider, w_tx, w_kind, w_user, w_session, w_game, w_round, w_amount, w_status, w_answer)
      ON CONFLICT (provider_id, provider_tx_id) DO NOTHING;
      GET DIAGNOSTICS v_count = ROW_COUNT;
      IF v_count < coalesce(array_length(w_id, 1), 0) THEN
        -- Another transaction took one of these ids after this batch looked: undo and look again.
        RAISE EXCEPTION USING ERRCODE = 'LW001', MESSAGE = 'casino transaction id taken meanwhile';
      END IF;
      -- The money moves through the ledger's one writer, all legs in one call, in order. It locks
      -- what this batch already holds and decides the same legs from the same balances: anything
      -- but 'ok' with the balances decided here is a defect, and the whole batch fails with it.
      IF t_debit <> '{}' THEN
        SELECT l.status, l.debit_after, l.credit_after INTO v_ledger_status, v_debit_after, v_credit_after
          FROM ledger_transfer((SELECT jsonb_agg(jsonb_build_object('debit', u.d, 'credit', u.c, 'amount', u.a, 'kind', u.k, 'reference', u.f) ORDER BY u.n)
                                  FROM unnest(t_debit, t_credit, t_amount, t_kind, t_ref) WITH ORDINALITY u(d, c, a, k, f, n))) l;
        IF v_ledger_status IS DISTINCT FROM 'ok' OR v_debit_after IS DISTINCT FROM t_debit_after OR v_credit_after IS DISTINCT FROM t_credit_after THEN
          RAISE EXCEPTION 'ledger_transfer answered % for a casino batch decided under the same locks',
            coalesce(v_ledger_status, 'nothing') || CASE WHEN v_ledger_status = 'ok' THEN ' with other balances' ELSE '' END;
        END IF;
      END IF;
      RETURN QUERY SELECT i::bigint, v_answers[i] FROM generate_subscripts(v_answers, 1) i ORDER BY i;
      RETURN;
    EXCEPTION WHEN SQLSTATE 'LW001' THEN
      IF v_attempt = 3 THEN
        RAISE EXCEPTION 'casino transactions of this batch kept conflicting';
      END IF;
    END;
  END LOOP;
END;
$$;
