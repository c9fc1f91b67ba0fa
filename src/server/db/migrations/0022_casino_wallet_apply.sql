-- Casino slice, part 3: the seamless wallet's stakes and wins as one server-side function, so a
-- batch of them costs one round trip and one commit (see seamless-wallet/wallet-batcher.ts).
-- Every casino transfer moves money to or from the one house_pnl account; with a transaction per
-- callback, that row's lock is held through each commit's flush and caps the wallet at one
-- commit at a time. Applying many callbacks in one statement shares the lock and the flush.
-- The rules are those of wallet-operations.ts (which calls this function for one operation):
-- a repeat answers the first answer; a stake needs the caller's session checks to pass (given
-- as p_ops[].refusal) and the money to be there; a dead id (rolled back first) is refused.
-- Money moves only through ledger_transfer (0004).
--   p_ops: [{"op": "debit"|"credit", "provider_id", "tx_id", "round_id", "amount" (paise),
--            "user_id", "session_id", "game_id", "refusal": null | status}, ...]
--   or, for an aggregator's callback, the session named by its token instead of the last four:
--          {..., "token_hash": sha256 hex of the session token, "player_id": text | null}
--   (the session rules then apply here: unknown → SESSION_NOT_FOUND; a stake needs an active
--   player, a live session and an enabled title, in that order, as debitRefusal says).
--   answers: one row per op, in order: (ord, answer jsonb)

CREATE FUNCTION casino_wallet_answer(p_status text, p_balance bigint, p_id bigint, p_message text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'success', p_status = 'OK', 'status', p_status,
    'balance', round(p_balance::numeric / 100, 2), 'currency', 'INR',
    'transaction_id', p_id::text, 'message', p_message))
$$;

CREATE FUNCTION casino_wallet_apply(p_ops jsonb)
RETURNS TABLE (ord bigint, answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  op record;
  found_row record;
  v_main_id bigint;
  v_main_balance bigint;
  v_house_id bigint;
  v_row_id bigint;
  v_moved record;
  v_answer jsonb;
  v_attempt int;
  v_ops jsonb;
BEGIN
  -- Sessions named by token are resolved first (one pass), so each op carries its player.
  SELECT jsonb_agg(CASE
           WHEN o ? 'token_hash' AND s.id IS NULL THEN o || jsonb_build_object('refusal', 'SESSION_NOT_FOUND', 'unknown_session', true, 'user_id', NULL)
           WHEN o ? 'token_hash' THEN o || jsonb_build_object(
             'user_id', s.user_id, 'session_id', s.id, 'game_id', s.game_id,
             'refusal', CASE WHEN o->>'op' <> 'debit' THEN NULL
                             WHEN u.status <> 'active' THEN 'PLAYER_BLOCKED'
                             WHEN s.expires_at <= now() THEN 'SESSION_EXPIRED'
                             WHEN NOT (g.is_enabled AND p.is_enabled) THEN 'GAME_DISABLED' END)
           ELSE o END ORDER BY e.n)
    INTO v_ops
    FROM jsonb_array_elements(p_ops) WITH ORDINALITY e(o, n)
    LEFT JOIN casino_sessions s ON s.token_hash = e.o->>'token_hash' AND s.provider_id = (e.o->>'provider_id')::bigint
         AND (e.o->>'player_id' IS NULL OR e.o->>'player_id' = s.user_id::text)
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN casino_games g ON g.id = s.game_id
    LEFT JOIN casino_providers p ON p.id = s.provider_id;

  SELECT a.id INTO v_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl';
  IF v_house_id IS NULL THEN
    INSERT INTO accounts (user_id, kind) VALUES (NULL, 'house_pnl') ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_house_id FROM accounts a WHERE a.user_id IS NULL AND a.kind = 'house_pnl';
  END IF;
  -- Every account the batch will move, locked up front in id order: the one global order of the
  -- ledger, so a batch never holds one account while waiting for a lower one.
  PERFORM 1 FROM accounts a
   WHERE a.id = v_house_id
      OR (a.kind = 'main' AND a.user_id IN (SELECT (o->>'user_id')::bigint FROM jsonb_array_elements(v_ops) o))
   ORDER BY a.id FOR UPDATE;

  FOR op IN SELECT e.value AS o, e.ordinality AS n FROM jsonb_array_elements(v_ops) WITH ORDINALITY e LOOP
    v_answer := NULL;
    IF (op.o->>'unknown_session')::boolean IS TRUE THEN
      ord := op.n;
      answer := casino_wallet_answer('SESSION_NOT_FOUND', NULL, NULL, 'Unknown session');
      RETURN NEXT;
      CONTINUE;
    END IF;
    FOR v_attempt IN 1..3 LOOP
      SELECT w.id, w.kind, w.amount, w.status, w.answer,
             CASE WHEN w.kind = 'debit' THEN t.debit_balance_after ELSE t.credit_balance_after END AS balance_after
        INTO found_row
        FROM casino_wallet_transactions w
        LEFT JOIN transfers t ON t.reference = 'casino_tx:' || w.id
       WHERE w.provider_id = (op.o->>'provider_id')::bigint AND w.provider_tx_id = op.o->>'tx_id';
      SELECT a.id, a.balance INTO v_main_id, v_main_balance FROM accounts a WHERE a.user_id = (op.o->>'user_id')::bigint AND a.kind = 'main';
      v_main_balance := coalesce(v_main_balance, 0);

      IF found_row.id IS NOT NULL THEN
        IF found_row.status = 'void' OR (found_row.kind = op.o->>'op' AND found_row.amount = (op.o->>'amount')::bigint) THEN
          v_answer := coalesce(found_row.answer, casino_wallet_answer('OK', found_row.balance_after, found_row.id, NULL));
        ELSE
          v_answer := casino_wallet_answer('TRANSACTION_MISMATCH', v_main_balance, NULL, 'This transaction id was used for another operation');
        END IF;
        EXIT;
      END IF;

      IF op.o->>'op' = 'debit' AND op.o->>'refusal' IS NOT NULL THEN
        v_answer := casino_wallet_answer(op.o->>'refusal', v_main_balance, NULL, NULL);
        EXIT;
      END IF;

      INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, session_id, game_id, round_id, amount, status)
      VALUES ((op.o->>'provider_id')::bigint, op.o->>'tx_id', op.o->>'op', (op.o->>'user_id')::bigint, (op.o->>'session_id')::bigint,
              (op.o->>'game_id')::bigint, coalesce(op.o->>'round_id', ''), (op.o->>'amount')::bigint, 'done')
      ON CONFLICT (provider_id, provider_tx_id) DO NOTHING
      RETURNING id INTO v_row_id;
      -- Another transaction took this id first: the next attempt (a new snapshot) answers its row.
      CONTINUE WHEN v_row_id IS NULL;

      IF (op.o->>'amount')::bigint = 0 THEN
        v_answer := casino_wallet_answer('OK', v_main_balance, v_row_id, NULL);
      ELSIF op.o->>'op' = 'debit' AND (v_main_id IS NULL OR v_main_balance < (op.o->>'amount')::bigint) THEN
        UPDATE casino_wallet_transactions SET status = 'refused' WHERE id = v_row_id;
        v_answer := casino_wallet_answer('INSUFFICIENT_FUNDS', v_main_balance, v_row_id, 'Insufficient balance');
      ELSE
        IF v_main_id IS NULL THEN
          INSERT INTO accounts (user_id, kind) VALUES ((op.o->>'user_id')::bigint, 'main') ON CONFLICT DO NOTHING;
          SELECT a.id INTO v_main_id FROM accounts a WHERE a.user_id = (op.o->>'user_id')::bigint AND a.kind = 'main';
        END IF;
        SELECT * INTO v_moved FROM ledger_transfer(jsonb_build_array(jsonb_build_object(
          'debit', CASE WHEN op.o->>'op' = 'debit' THEN v_main_id ELSE v_house_id END,
          'credit', CASE WHEN op.o->>'op' = 'debit' THEN v_house_id ELSE v_main_id END,
          'amount', (op.o->>'amount')::bigint,
          'kind', CASE WHEN op.o->>'op' = 'debit' THEN 'casino_debit' ELSE 'casino_credit' END,
          'reference', 'casino_tx:' || v_row_id,
          'key', NULL)));
        IF v_moved.status = 'ok' THEN
          v_answer := casino_wallet_answer('OK', CASE WHEN op.o->>'op' = 'debit' THEN v_moved.debit_after[1] ELSE v_moved.credit_after[1] END, v_row_id, NULL);
        ELSIF v_moved.status = 'insufficient' THEN
          UPDATE casino_wallet_transactions SET status = 'refused' WHERE id = v_row_id;
          v_answer := casino_wallet_answer('INSUFFICIENT_FUNDS', v_main_balance, v_row_id, 'Insufficient balance');
        ELSE
          RAISE EXCEPTION 'ledger_transfer answered % for casino transaction %', v_moved.status, v_row_id;
        END IF;
      END IF;
      -- Answers that cannot be rebuilt from a transfer are kept for repeats.
      IF NOT (v_answer->>'status' = 'OK' AND (op.o->>'amount')::bigint > 0) THEN
        UPDATE casino_wallet_transactions SET answer = v_answer WHERE id = v_row_id;
      END IF;
      EXIT;
    END LOOP;
    IF v_answer IS NULL THEN
      RAISE EXCEPTION 'casino transaction % kept conflicting', op.o->>'tx_id';
    END IF;
    ord := op.n;
    answer := v_answer;
    RETURN NEXT;
  END LOOP;
END;
$$;
