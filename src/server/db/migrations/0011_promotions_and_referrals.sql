-- Promotions, the bonus wallet with wagering, and Refer & Earn.
--
-- A bonus is money in the player's `bonus` account that cannot be withdrawn. Each grant (a
-- redeemed promotion, an operator credit, a referral reward) is one row of bonus_grants with
-- its wagering target: once the player's qualifying stakes since the grant reach it, the grant
-- converts (bonus → main, transfer kind bonus_conversion); at its expiry date what has not
-- converted goes back to the house (bonus → house_bonus, kind bonus_expiry). Progress is never
-- stored: it is computed from matched bets and casino stakes when read.

ALTER TABLE transfers DROP CONSTRAINT transfers_kind_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_kind_check CHECK (kind IN (
  'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released',
  'bet_hold', 'bet_release', 'bet_win', 'bet_loss', 'commission',
  'casino_debit', 'casino_credit', 'casino_rollback', 'bonus', 'adjustment',
  'bonus_conversion', 'bonus_expiry'));

CREATE TABLE promotions (
  id                 bigserial PRIMARY KEY,
  code               text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  title              text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  description        text NOT NULL DEFAULT '',
  -- fixed: `amount` paise on redeeming; deposit_percent: `percent` of the next approved deposit, at most `max_bonus`.
  kind               text NOT NULL CHECK (kind IN ('fixed', 'deposit_percent')),
  amount             bigint CHECK (amount > 0),
  percent            integer CHECK (percent BETWEEN 1 AND 500),
  max_bonus          bigint CHECK (max_bonus > 0),
  -- Stakes to play before conversion, as a multiple of the bonus, and which stakes count.
  wagering_multiple  integer NOT NULL CHECK (wagering_multiple BETWEEN 0 AND 100),
  wagering_on        text NOT NULL CHECK (wagering_on IN ('exchange', 'casino', 'any')),
  -- How long a granted bonus has to meet its wagering before it expires.
  bonus_valid_days   integer NOT NULL CHECK (bonus_valid_days BETWEEN 1 AND 365),
  starts_at          timestamptz NOT NULL,
  ends_at            timestamptz NOT NULL,
  per_player_limit   integer NOT NULL DEFAULT 1 CHECK (per_player_limit >= 1),
  total_limit        integer CHECK (total_limit >= 1),
  is_active          boolean NOT NULL DEFAULT true,
  created_by         bigint REFERENCES users(id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_dates CHECK (ends_at > starts_at),
  CONSTRAINT promotions_kind_fields CHECK (
    (kind = 'fixed' AND amount IS NOT NULL AND percent IS NULL AND max_bonus IS NULL) OR
    (kind = 'deposit_percent' AND amount IS NULL AND percent IS NOT NULL AND max_bonus IS NOT NULL))
);

CREATE TABLE bonus_grants (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id),
  source              text NOT NULL CHECK (source IN ('promotion', 'operator', 'referral')),
  promotion_id        bigint REFERENCES promotions(id),
  amount              bigint NOT NULL CHECK (amount > 0),
  wagering_multiple   integer NOT NULL CHECK (wagering_multiple BETWEEN 0 AND 100),
  wagering_on         text NOT NULL CHECK (wagering_on IN ('exchange', 'casino', 'any')),
  wagering_required   bigint NOT NULL CHECK (wagering_required = amount * wagering_multiple),
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'converted', 'expired')),
  reason              text NOT NULL DEFAULT '',
  granted_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL,
  settled_at          timestamptz,
  CONSTRAINT bonus_grants_settled CHECK ((status = 'active') = (settled_at IS NULL))
);
CREATE INDEX bonus_grants_user_idx ON bonus_grants (user_id, id DESC);
CREATE INDEX bonus_grants_active_idx ON bonus_grants (expires_at) WHERE status = 'active';

-- One row per redeem. A deposit_percent redeem waits for the player's next approved deposit.
CREATE TABLE promotion_redemptions (
  id            bigserial PRIMARY KEY,
  promotion_id  bigint NOT NULL REFERENCES promotions(id),
  user_id       bigint NOT NULL REFERENCES users(id),
  status        text NOT NULL CHECK (status IN ('awaiting_deposit', 'granted')),
  grant_id      bigint REFERENCES bonus_grants(id),
  deposit_id    bigint REFERENCES deposits(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_redemptions_granted CHECK ((status = 'granted') = (grant_id IS NOT NULL))
);
CREATE INDEX promotion_redemptions_promotion_idx ON promotion_redemptions (promotion_id, user_id);
CREATE INDEX promotion_redemptions_user_idx ON promotion_redemptions (user_id, id DESC);

-- Refer & Earn: a player's own code is a referral code with an owner; registering with it
-- records the friend in users.referral_code_id as any code does.
ALTER TABLE referral_codes ADD COLUMN owner_user_id bigint UNIQUE REFERENCES users(id);

-- What the operator pays a referrer (one row).
CREATE TABLE referral_settings (
  id                 integer PRIMARY KEY CHECK (id = 1),
  is_active          boolean NOT NULL DEFAULT true,
  bonus_amount       bigint NOT NULL CHECK (bonus_amount > 0),
  wagering_multiple  integer NOT NULL CHECK (wagering_multiple BETWEEN 0 AND 100),
  wagering_on        text NOT NULL CHECK (wagering_on IN ('exchange', 'casino', 'any')),
  bonus_valid_days   integer NOT NULL CHECK (bonus_valid_days BETWEEN 1 AND 365),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO referral_settings (id, bonus_amount, wagering_multiple, wagering_on, bonus_valid_days) VALUES (1, 10000, 5, 'any', 30);

-- One reward decision per friend (the primary key makes it once): paid (grant_id, set in the
-- same transaction) or refused with a reason.
CREATE TABLE referral_rewards (
  friend_id       bigint PRIMARY KEY REFERENCES users(id),
  referrer_id     bigint NOT NULL REFERENCES users(id),
  deposit_id      bigint NOT NULL REFERENCES deposits(id),
  grant_id        bigint REFERENCES bonus_grants(id),
  refused_reason  text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT referral_rewards_outcome CHECK (grant_id IS NULL OR refused_reason IS NULL)
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id);

-- The friends a player referred.
CREATE INDEX users_referral_code_idx ON users (referral_code_id);
