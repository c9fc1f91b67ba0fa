-- A published result is corrected only by its own action, with a reason, and players see it as a
-- correction (docs/decisions/052-result-corrections.md). Each correction of a Matka draw's
-- result is a row: what was published, what it became, why and who.
CREATE TABLE matka_result_corrections (
  id            bigserial PRIMARY KEY,
  market_id     bigint NOT NULL REFERENCES matka_markets(id),
  result_date   date NOT NULL,
  before        jsonb NOT NULL,
  after         jsonb NOT NULL,
  reason        text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  corrected_by  bigint REFERENCES users(id),
  corrected_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX matka_result_corrections_draw_idx ON matka_result_corrections (market_id, result_date);
