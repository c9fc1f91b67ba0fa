-- Wallet slice, part 1: the double-entry ledger (DESIGN §4) and idempotency keys (DESIGN §3).
-- Every movement of money is one row of transfers; accounts.balance is only ever changed by
-- the ledger module, in the same transaction that inserts the transfer.

CREATE TABLE accounts (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN (
                'main', 'bonus', 'exposure', 'withdrawal_hold',
                'house_cash', 'house_pnl', 'house_commission', 'house_bonus')),
  balance     bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- A house account has no owner; a player account always has one.
  CONSTRAINT accounts_owner_matches_kind CHECK ((user_id IS NULL) = (kind LIKE 'house\_%')),
  -- The last line of defence: a player's money never goes below zero, whatever the code does.
  CONSTRAINT accounts_player_balance_non_negative CHECK (kind LIKE 'house\_%' OR balance >= 0),
  -- One account per (owner, kind); NULLS NOT DISTINCT makes the house accounts unique too.
  CONSTRAINT accounts_owner_kind_key UNIQUE NULLS NOT DISTINCT (user_id, kind)
);

CREATE TABLE transfers (
  id                     bigserial PRIMARY KEY,
  debit_account_id       bigint NOT NULL REFERENCES accounts(id),
  credit_account_id      bigint NOT NULL REFERENCES accounts(id),
  amount                 bigint NOT NULL CHECK (amount > 0),
  kind                   text NOT NULL CHECK (kind IN (
                           'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released',
                           'bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'commission',
                           'casino_debit', 'casino_credit', 'casino_rollback', 'bonus', 'adjustment')),
  reference              text NOT NULL DEFAULT '',
  idempotency_key        text UNIQUE,
  -- Each side's balance before and after this entry (as pgledger keeps them): the statement's
  -- running balance comes from here, never from arithmetic in the browser.
  debit_balance_before   bigint NOT NULL,
  debit_balance_after    bigint NOT NULL,
  credit_balance_before  bigint NOT NULL,
  credit_balance_after   bigint NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT transfers_debit_arithmetic CHECK (debit_balance_after = debit_balance_before - amount),
  CONSTRAINT transfers_credit_arithmetic CHECK (credit_balance_after = credit_balance_before + amount)
);
CREATE INDEX transfers_debit_account_idx ON transfers (debit_account_id, id);
CREATE INDEX transfers_credit_account_idx ON transfers (credit_account_id, id);
CREATE INDEX transfers_reference_idx ON transfers (reference);

-- Idempotency-Key of money-moving requests: written in the same transaction as the effect, so a
-- key is either absent (nothing happened) or present with the answer to replay.
CREATE TABLE idempotency_keys (
  user_id       bigint NOT NULL REFERENCES users(id),
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
