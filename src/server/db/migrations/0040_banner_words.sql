-- A banner's words are written by the site over its image, in the player's language, instead of
-- being drawn into the picture: a subtitle and a button (its label and where it goes) beside the
-- title, and each text's Hindi, Bengali and Tamil versions as the operator writes them:
-- {"title": {"hi": "...", "bn": "...", "ta": "..."}, "subtitle": {...}, "button_label": {...}, "alt_text": {...}}.
-- A text without a version in a language shows the English (docs/decisions/062-operator-texts-in-four-languages.md).
ALTER TABLE banners ADD COLUMN subtitle text NOT NULL DEFAULT '';
ALTER TABLE banners ADD COLUMN button_label text NOT NULL DEFAULT '';
ALTER TABLE banners ADD COLUMN link_url text NOT NULL DEFAULT '';
ALTER TABLE banners ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
