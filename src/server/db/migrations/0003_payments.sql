-- Wallet slice, part 2: payment options, players' bank accounts, deposits with their receipts,
-- withdrawals and per-player daily limits (DESIGN §5). Money itself only moves in the ledger
-- (0002); these rows say why, and point at the transfers that moved it.

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
