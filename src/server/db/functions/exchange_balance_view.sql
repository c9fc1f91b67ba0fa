-- A player's balance as the API shows it, in rupees: the mirror of toBalanceView
-- (bets/place-bet-request.ts: balanceFigures, then moneyOut), kept equal by place-at-once.test.ts.
-- exchange_place_batch puts it into the answers it makes after the ledger. STABLE, as
-- jsonb_build_object is: the planner then inlines it into that statement instead of calling it
-- once per answer.
CREATE OR REPLACE FUNCTION exchange_balance_view(p_main bigint, p_bonus bigint, p_exposure bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'main_balance', round((p_main + p_exposure)::numeric / 100, 2),
    'bonus_balance', round(p_bonus::numeric / 100, 2),
    'net_exposure', round(p_exposure::numeric / 100, 2),
    'total_balance', round((p_main + p_exposure + p_bonus)::numeric / 100, 2),
    'available_credit', round(p_main::numeric / 100, 2))
$$;
