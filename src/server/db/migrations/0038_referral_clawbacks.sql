-- A referral reward found to be a self-referral is clawed back (decision 054). Before it converts
-- it is taken from the bonus (bonus_expiry, as before); once converted, from the main balance, by
-- a transfer of its own kind, never below zero: what the main balance cannot cover is recorded as
-- owed and flagged to the operator, who decides (an adjustment, a closed account).
ALTER TABLE transfers DROP CONSTRAINT transfers_kind_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_kind_check CHECK (kind IN (
  'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released',
  'bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'commission',
  'casino_debit', 'casino_credit', 'casino_rollback', 'bonus', 'adjustment',
  'bonus_conversion', 'bonus_expiry', 'bonus_clawback'));

-- One row per clawed back reward: from where, how much was due, taken, and left owed (only from
-- the main balance: bonus money already lost in bets went back to the house).
CREATE TABLE referral_clawbacks (
  grant_id     bigint PRIMARY KEY REFERENCES bonus_grants(id),
  user_id      bigint NOT NULL REFERENCES users(id),
  taken_from   text NOT NULL CHECK (taken_from IN ('bonus', 'main')),
  due          bigint NOT NULL CHECK (due > 0),
  taken        bigint NOT NULL CHECK (taken >= 0 AND taken <= due),
  owed         bigint NOT NULL CHECK (owed = CASE taken_from WHEN 'main' THEN due - taken ELSE 0 END),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_clawbacks_user_idx ON referral_clawbacks (user_id);
