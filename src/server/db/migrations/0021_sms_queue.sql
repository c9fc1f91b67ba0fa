-- Text messages wait in a queue and are sent after the request that caused them has answered
-- (docs/decisions/052-account-security-changes.md): a forgot-password request answers as fast
-- for a registered number as for an unknown one, and a security notice is sent only if the change
-- it reports committed (it is queued in the same transaction).
CREATE TABLE sms_queue (
  id             bigserial PRIMARY KEY,
  to_number      text NOT NULL,
  -- Emptied once sent or given up: a reset code is never kept in clear longer than it takes to send it.
  body           text NOT NULL,
  purpose        text NOT NULL CHECK (purpose IN ('reset_code', 'security')),
  -- The reset code's row, told when the provider refuses the message.
  reset_code_id  bigint REFERENCES password_reset_codes(id) ON DELETE SET NULL,
  attempts       integer NOT NULL DEFAULT 0,
  -- When a process took it to send (another takes it again a minute later if that one died).
  claimed_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  sent_at        timestamptz,
  failed_reason  text
);
CREATE INDEX sms_queue_waiting_idx ON sms_queue (id) WHERE sent_at IS NULL AND failed_reason IS NULL;
