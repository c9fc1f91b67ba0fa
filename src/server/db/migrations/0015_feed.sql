-- The prices-and-results feed (modules/feed): which of our events, markets and runners each of
-- the feed's ids became, what the feed last said of each market, live scores, the results it
-- sent (settled after the operator's delay or on the operator's word) and the operator's terms
-- for the house's quotes on feed markets.

CREATE TABLE feed_links (
  kind      text NOT NULL CHECK (kind IN ('event', 'market', 'runner')),
  feed_id   text NOT NULL CHECK (length(feed_id) BETWEEN 1 AND 100),
  local_id  bigint NOT NULL,
  PRIMARY KEY (kind, feed_id)
);
CREATE UNIQUE INDEX feed_links_local_idx ON feed_links (kind, local_id);

CREATE TABLE feed_markets (
  market_id    bigint PRIMARY KEY REFERENCES markets(id),
  -- The market's status as the feed last gave it; ours follows it unless the feed is silent.
  feed_status  text NOT NULL DEFAULT 'SUSPENDED' CHECK (feed_status IN ('OPEN', 'SUSPENDED', 'CLOSED')),
  -- Suspended by us because the feed went quiet for longer than the operator's limit.
  is_silenced  boolean NOT NULL DEFAULT false,
  -- The stream's clock token of the last change applied (Betfair's `clk`).
  last_clk     text
);

CREATE TABLE event_scores (
  event_id    bigint PRIMARY KEY REFERENCES events(id),
  score       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feed_results (
  id           bigserial PRIMARY KEY,
  market_id    bigint NOT NULL REFERENCES markets(id),
  -- {"winner_runner_id": 7} | {"void": true}, in our ids.
  result       jsonb NOT NULL,
  -- The feed's message it came from, as received.
  message      jsonb NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  -- When it settles by itself; NULL waits for the operator's confirmation.
  due_at       timestamptz,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'superseded')),
  settled_at   timestamptz
);
-- At most one result waits per market: a correction supersedes the one before it.
CREATE UNIQUE INDEX feed_results_one_pending_idx ON feed_results (market_id) WHERE status = 'pending';
CREATE INDEX feed_results_due_idx ON feed_results (due_at) WHERE status = 'pending';

CREATE TABLE feed_settings (
  id               boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Ticks between the feed's price and the house's nearest quote on either side.
  margin_ticks     integer NOT NULL DEFAULT 1 CHECK (margin_ticks BETWEEN 1 AND 10),
  -- A feed market's maximum stake (paise); the house's quote sizes follow it.
  stake_cap        bigint NOT NULL DEFAULT 2500000 CHECK (stake_cap BETWEEN 10000 AND 1000000000),
  -- In-play bet delay (seconds) of a feed market when it is created.
  bet_delay        integer NOT NULL DEFAULT 5 CHECK (bet_delay BETWEEN 0 AND 30),
  -- Silence (no message, heartbeats included) after which feed markets suspend.
  silence_limit_ms integer NOT NULL DEFAULT 15000 CHECK (silence_limit_ms BETWEEN 100 AND 600000),
  -- 'delay': a result settles settle_delay_ms after it arrives; 'confirm': an operator confirms it.
  settle_mode      text NOT NULL DEFAULT 'delay' CHECK (settle_mode IN ('delay', 'confirm')),
  settle_delay_ms  integer NOT NULL DEFAULT 60000 CHECK (settle_delay_ms BETWEEN 0 AND 86400000)
);
INSERT INTO feed_settings DEFAULT VALUES;

-- Ticks between a runner's fair price and the house's nearest quote (1 unless the feed's margin says more).
ALTER TABLE runners ADD COLUMN quote_margin smallint NOT NULL DEFAULT 1 CHECK (quote_margin BETWEEN 1 AND 10);
