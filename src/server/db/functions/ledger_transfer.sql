-- The ledger's write path (modules/ledger/transfer.ts) as one server-side function, so a
-- transfer costs one round trip inside the caller's transaction: lock every account of every leg
-- in account-id order (SELECT ... FOR UPDATE), check each leg against the locked balances in
-- order, then update the balances and insert the entries.
-- It never raises for a business refusal: it answers a status and writes nothing, so the
-- caller's transaction stays usable. A leg between play money and real money is no refusal but a
-- fault: it raises LP001 (the foreign keys on transfers would refuse it anyway). The CHECKs on
-- accounts stay the last line.
--   p_legs: [{"debit": id, "credit": id, "amount": paise, "kind": text, "reference": text, "key": text|null}, ...]
--   status: ok | insufficient | unknown_account | replay (a key of these legs was used before)
CREATE OR REPLACE FUNCTION ledger_transfer(p_legs jsonb)
RETURNS TABLE (status text, ids bigint[], debit_before bigint[], debit_after bigint[], credit_before bigint[], credit_after bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  leg record;
  acc record;
  wanted bigint[];
  a_ids bigint[] := '{}';
  a_bal bigint[] := '{}';
  a_house boolean[] := '{}';
  a_play boolean[] := '{}';
  v_play boolean[] := '{}';
  d int;
  c int;
  v_debit_before bigint[] := '{}';
  v_debit_after bigint[] := '{}';
  v_credit_before bigint[] := '{}';
  v_credit_after bigint[] := '{}';
  v_ids bigint[];
BEGIN
  SELECT array_agg(DISTINCT x ORDER BY x) INTO wanted
    FROM jsonb_to_recordset(p_legs) AS l(debit bigint, credit bigint), LATERAL unnest(ARRAY[l.debit, l.credit]) AS x;
  FOR acc IN SELECT a.id, a.kind, a.balance, a.play_money FROM accounts a WHERE a.id = ANY (wanted) ORDER BY a.id FOR UPDATE LOOP
    a_ids := a_ids || acc.id;
    a_bal := a_bal || acc.balance;
    a_house := a_house || (left(acc.kind, 6) = 'house_');
    a_play := a_play || acc.play_money;
  END LOOP;
  IF coalesce(array_length(a_ids, 1), 0) <> coalesce(array_length(wanted, 1), 0) THEN
    RETURN QUERY SELECT 'unknown_account'::text, NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[];
    RETURN;
  END IF;

  -- Checked after the locks: a duplicate of a keyed transfer waits for the first to commit.
  IF EXISTS (SELECT 1 FROM transfers t WHERE t.idempotency_key IS NOT NULL AND t.idempotency_key IN (SELECT l.key FROM jsonb_to_recordset(p_legs) AS l(key text) WHERE l.key IS NOT NULL)) THEN
    RETURN QUERY SELECT 'replay'::text, NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[];
    RETURN;
  END IF;

  FOR leg IN SELECT * FROM ROWS FROM (jsonb_to_recordset(p_legs) AS (debit bigint, credit bigint, amount bigint)) WITH ORDINALITY AS l(debit, credit, amount, ord) ORDER BY l.ord LOOP
    d := array_position(a_ids, leg.debit);
    c := array_position(a_ids, leg.credit);
    IF a_play[d] <> a_play[c] THEN
      RAISE EXCEPTION USING ERRCODE = 'LP001', MESSAGE = 'a transfer may not join play money and real money';
    END IF;
    v_play := v_play || a_play[d];
    IF NOT a_house[d] AND a_bal[d] - leg.amount < 0 THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[];
      RETURN;
    END IF;
    v_debit_before := v_debit_before || a_bal[d];
    a_bal[d] := a_bal[d] - leg.amount;
    v_debit_after := v_debit_after || a_bal[d];
    v_credit_before := v_credit_before || a_bal[c];
    a_bal[c] := a_bal[c] + leg.amount;
    v_credit_after := v_credit_after || a_bal[c];
  END LOOP;

  UPDATE accounts a SET balance = v.balance FROM unnest(a_ids, a_bal) AS v(id, balance) WHERE a.id = v.id AND a.balance <> v.balance;

  WITH inserted AS (
    INSERT INTO transfers (play_money, debit_account_id, credit_account_id, amount, kind, reference, idempotency_key,
                           debit_balance_before, debit_balance_after, credit_balance_before, credit_balance_after)
    SELECT v_play[l.ord], l.debit, l.credit, l.amount, l.kind, l.reference, l.key,
           v_debit_before[l.ord], v_debit_after[l.ord], v_credit_before[l.ord], v_credit_after[l.ord]
      FROM ROWS FROM (jsonb_to_recordset(p_legs) AS (debit bigint, credit bigint, amount bigint, kind text, reference text, key text))
           WITH ORDINALITY AS l(debit, credit, amount, kind, reference, key, ord)
     ORDER BY l.ord
    RETURNING transfers.id
  )
  SELECT array_agg(inserted.id ORDER BY inserted.id) INTO v_ids FROM inserted;

  RETURN QUERY SELECT 'ok'::text, v_ids, v_debit_before, v_debit_after, v_credit_before, v_credit_after;
END;
$$;
