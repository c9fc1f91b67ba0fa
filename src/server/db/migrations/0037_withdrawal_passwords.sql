-- The withdrawal password is the player's own, set once in a step of its own (with the account
-- password) and changed only with the account password; a payout account no longer carries one,
-- so adding an account never chooses it. A player who chose one per account keeps the one of
-- their newest account still in use (decision 053).
CREATE TABLE withdrawal_passwords (
  user_id        bigint PRIMARY KEY REFERENCES users(id),
  password_hash  text NOT NULL,
  set_at         timestamptz NOT NULL DEFAULT now(),
  changed_at     timestamptz
);

INSERT INTO withdrawal_passwords (user_id, password_hash, set_at)
SELECT DISTINCT ON (user_id) user_id, withdraw_password_hash, created_at
  FROM bank_accounts
 ORDER BY user_id, (deleted_at IS NULL) DESC, id DESC;

ALTER TABLE bank_accounts DROP COLUMN withdraw_password_hash;
