-- The ticker's messages in Hindi, Bengali and Tamil beside the English one, as the operator
-- writes them: {"hi": "...", "bn": "...", "ta": "..."}; a language without one shows the English.
ALTER TABLE notifications ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
