-- A promotion's title and description in Hindi, Bengali and Tamil as the operator writes them,
-- beside the English: {"title": {"hi": "...", "bn": "...", "ta": "..."}, "description": {...}}.
-- A text without a version in a language shows the English (docs/decisions/062-operator-texts-in-four-languages.md).
ALTER TABLE promotions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
