import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { languages } from '@shared/i18n/languages';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '@web/components/icons';
import { cx } from '@web/components/cx';
import { useLanguage } from './i18n';
import { languageNames } from './languages';
import { useChooseLanguage } from './language-sync';

/** The menus' Language entry: opens the four languages, each named in its own script. */
export function LanguagePicker() {
  const language = useLanguage();
  const choose = useChooseLanguage();
  const [isOpen, setOpen] = useState(false);
  const listId = useId();

  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-muted hover:bg-ink-700 hover:text-fg"
      >
        <GlobeIcon className="size-5" />
        <span>
          <Trans>Language</Trans>
        </span>
        <span className="ml-auto text-xs text-subtle">{languageNames[language]}</span>
        <ChevronDownIcon className={cx('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      {isOpen && (
        <ul id={listId} className="mt-1 grid grid-cols-2 gap-1 px-1">
          {languages.map((option) => (
            <li key={option}>
              <button
                type="button"
                lang={option}
                aria-pressed={option === language}
                onClick={() => {
                  setOpen(false);
                  void choose(option).catch(() => undefined);
                }}
                className={cx(
                  'flex w-full items-center justify-between rounded-lg border px-3 py-2 text-sm',
                  option === language
                    ? 'border-lotus-500/60 bg-lotus-500/10 font-semibold text-fg'
                    : 'border-ink-600 text-muted hover:bg-ink-700 hover:text-fg',
                )}
              >
                {languageNames[option]}
                {option === language && <CheckIcon className="size-4 text-lotus-400" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
