-- Wallet and payments: the double-entry ledger, idempotency keys, payment options, players' bank
-- accounts, deposits with their receipts, withdrawals and per-player daily limits.
-- Every movement of money is one row of transfers; accounts.balance is only ever changed by the
-- ledger (functions/ledger_transfer.sql, which the casino's batches call too), in the same
-- transaction that inserts the transfer. The other tables say why money
-- moved, and point at the transfers that moved it.
--
-- Play money and real money are two worlds that no transfer may join. A demo player's accounts
-- are play money, every other player's real; the house keeps one set of accounts in each world.
-- The database holds the line itself, whatever the code does:
--   * a player account's world is its owner's (foreign key to users (id, is_demo));
--   * a transfer names its world, and both of its accounts must be of it (two foreign keys to
--     accounts (id, play_money)), so a transfer that would join the worlds cannot be written.

CREATE TABLE accounts (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN (
                'main', 'bonus', 'exposure', 'withdrawal_hold',
                'house_cash', 'house_pnl', 'house_commission', 'house_bonus')),
  balance     bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  play_money  boolean NOT NULL DEFAULT false,
  -- A house account has no owner; a player account always has one.
  CONSTRAINT accounts_owner_matches_kind CHECK ((user_id IS NULL) = (kind LIKE 'house\_%')),
  -- The last line of defence: a player's money never goes below zero, whatever the code does.
  CONSTRAINT accounts_player_balance_non_negative CHECK (kind LIKE 'house\_%' OR balance >= 0),
  -- One account per (owner, kind, world); NULLS NOT DISTINCT makes the house accounts unique too.
  CONSTRAINT accounts_owner_kind_key UNIQUE NULLS NOT DISTINCT (user_id, kind, play_money),
  -- What a transfer's foreign keys name: an account with its world.
  CONSTRAINT accounts_id_world_key UNIQUE (id, play_money),
  CONSTRAINT accounts_owner_world_fkey FOREIGN KEY (user_id, play_money) REFERENCES users (id, is_demo)
);

CREATE TABLE transfers (
  id                     bigserial PRIMARY KEY,
  debit_account_id       bigint NOT NULL,
  credit_account_id      bigint NOT NULL,
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
  -- The world of both accounts (no default: the writer says which).
  play_money             boolean NOT NULL,
  CONSTRAINT transfers_distinct_accounts CHECK (debit_account_id <> credit_account_id),
  CONSTRAINT transfers_debit_arithmetic CHECK (debit_balance_after = debit_balance_before - amount),
  CONSTRAINT transfers_credit_arithmetic CHECK (credit_balance_after = credit_balance_before + amount),
  CONSTRAINT transfers_debit_world_fkey FOREIGN KEY (debit_account_id, play_money) REFERENCES accounts (id, play_money),
  CONSTRAINT transfers_credit_world_fkey FOREIGN KEY (credit_account_id, play_money) REFERENCES accounts (id, play_money)
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

CREATE TABLE payment_options (
  id              bigserial PRIMARY KEY,
  key             text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  type            text NOT NULL CHECK (type IN ('upi', 'bank')),
  label           text NOT NULL,
  badge           text NOT NULL DEFAULT '',
  icon_url        text NOT NULL DEFAULT '',
  upi_id          text,
  account_holder  text,
  bank_name       text,
  account_number  text,
  ifsc            text,
  is_enabled      boolean NOT NULL DEFAULT true,
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_options_upi_has_id CHECK (type <> 'upi' OR upi_id IS NOT NULL),
  CONSTRAINT payment_options_bank_has_details CHECK (
    type <> 'bank' OR (account_holder IS NOT NULL AND bank_name IS NOT NULL AND account_number IS NOT NULL AND ifsc IS NOT NULL))
);

-- A player's withdrawal accounts. Deleting one that a withdrawal points at only deactivates it
-- (deleted_at set), so the operator still sees where money was paid.
CREATE TABLE bank_accounts (
  id                      bigserial PRIMARY KEY,
  user_id                 bigint NOT NULL REFERENCES users(id),
  bank_name               text NOT NULL,
  account_holder_name     text NOT NULL,
  account_number          text NOT NULL CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc_code               text NOT NULL CHECK (ifsc_code ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  withdraw_password_hash  text NOT NULL,
  is_active               boolean NOT NULL DEFAULT true,
  created_at              timestamptz NOT NULL DEFAULT now(),
  deleted_at              timestamptz
);
CREATE INDEX bank_accounts_user_idx ON bank_accounts (user_id);
-- The same account cannot be added twice by one player (while it is not deleted).
CREATE UNIQUE INDEX bank_accounts_user_number_key ON bank_accounts (user_id, account_number, ifsc_code) WHERE deleted_at IS NULL;

CREATE TABLE deposits (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users(id),
  amount             bigint NOT NULL CHECK (amount BETWEEN 10000 AND 50000000),
  payment_option_id  bigint NOT NULL REFERENCES payment_options(id),
  utr                text NOT NULL CHECK (utr ~ '^[A-Z0-9]{6,30}$'),
  status             text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'approved', 'rejected')),
  reject_reason      text,
  decided_by         bigint REFERENCES users(id),
  decided_at         timestamptz,
  transfer_id        bigint REFERENCES transfers(id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- A decision first claims the row (UPDATE ... WHERE status = 'processing'), then moves the
  -- money and records its transfer; so only an approved deposit may point at a transfer.
  CONSTRAINT deposits_transfer_only_when_approved CHECK (status = 'approved' OR transfer_id IS NULL),
  CONSTRAINT deposits_decided_fields CHECK ((status = 'processing') = (decided_at IS NULL))
);
-- A UTR is used once across the site, whatever became of the deposit that used it.
CREATE UNIQUE INDEX deposits_utr_key ON deposits (utr);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_status_idx ON deposits (status, created_at);

-- Receipts are private to the player and the operator: kept apart from public media.
CREATE TABLE deposit_receipts (
  deposit_id    bigint PRIMARY KEY REFERENCES deposits(id),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes         bytea NOT NULL,
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880)
);

CREATE TABLE withdrawals (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id),
  amount              bigint NOT NULL CHECK (amount BETWEEN 10000 AND 10000000),
  bank_account_id     bigint NOT NULL REFERENCES bank_accounts(id),
  status              text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'paid', 'rejected')),
  reject_reason       text,
  decided_by          bigint REFERENCES users(id),
  decided_at          timestamptz,
  hold_transfer_id    bigint NOT NULL REFERENCES transfers(id),
  settle_transfer_id  bigint REFERENCES transfers(id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_settled_only_when_decided CHECK (status <> 'processing' OR settle_transfer_id IS NULL),
  CONSTRAINT withdrawals_decided_fields CHECK ((status = 'processing') = (decided_at IS NULL))
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at);
CREATE INDEX withdrawals_bank_account_idx ON withdrawals (bank_account_id);

-- Per-player daily limits in paise; a player without a row has the defaults (₹50,000 / ₹25,000).
CREATE TABLE wallet_limits (
  user_id                bigint PRIMARY KEY REFERENCES users(id),
  daily_deposit_limit    bigint NOT NULL CHECK (daily_deposit_limit >= 0),
  daily_withdrawal_limit bigint NOT NULL CHECK (daily_withdrawal_limit >= 0),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
