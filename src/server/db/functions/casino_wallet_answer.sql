-- An answer of the seamless wallet to a provider's callback, as casino_wallet_apply gives it:
-- the balance in rupees, and only the fields that are set.
CREATE OR REPLACE FUNCTION casino_wallet_answer(p_status text, p_balance bigint, p_id bigint, p_message text)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'success', p_status = 'OK', 'status', p_status,
    'balance', round(p_balance::numeric / 100, 2), 'currency', 'INR',
    'transaction_id', p_id::text, 'message', p_message))
$$;
