import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
// Help for players in India. Only numbers we are sure of are given; otherwise the organisation and its site.

type HelpLine = { name: string; what: MessageDescriptor; phone?: string; site: string };

const helpLines: HelpLine[] = [
  {
    name: 'Tele-MANAS (Government of India)',
    what: msg`Free national mental health help line, 24 hours a day, in 20 languages.`,
    phone: '14416 or 1-800-891-4416',
    site: 'https://telemanas.mohfw.gov.in',
  },
  { name: 'NIMHANS Centre for Addiction Medicine, Bengaluru', what: msg`Treatment of addictions, gambling included.`, site: 'https://nimhans.ac.in' },
  { name: 'Vandrevala Foundation', what: msg`Free mental health support by phone and chat.`, site: 'https://www.vandrevalafoundation.com' },
  { name: 'Gamblers Anonymous', what: msg`Meetings of people helping each other stop gambling.`, site: 'https://www.gamblersanonymous.org' },
  { name: 'Gambling Therapy', what: msg`Free online support for anyone affected by gambling, in several languages.`, site: 'https://www.gamblingtherapy.org' },
];

export function HelpLines() {
  return (
    <ul className="flex flex-col gap-3">
      {helpLines.map((line) => (
        <li key={line.name} className="rounded-xl bg-ink-800 p-3 ring-1 ring-ink-600">
          <p className="font-semibold text-fg">{line.name}</p>
          <p className="text-sm text-muted">{t(line.what)}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {line.phone ? (
              <span>
                <Trans>
                  Call <span className="font-semibold text-fg">{line.phone}</span>
                </Trans>
              </span>
            ) : null}
            <a href={line.site} target="_blank" rel="noopener noreferrer" className="text-lotus-300 underline hover:text-lotus-200">
              {line.site.replace(/^https:\/\/(www\.)?/, '')}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
