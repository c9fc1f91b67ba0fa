import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@web/components/button';
import { PGSI_ANSWERS, PGSI_QUESTIONS, scorePgsi } from './pgsi';

/** The nine questions of the Problem Gambling Severity Index, answered here and scored here: nothing is sent. */
export function SelfAssessment() {
  const [answers, setAnswers] = useState<Array<number | undefined>>(() => PGSI_QUESTIONS.map(() => undefined));
  const [isScored, setScored] = useState(false);
  const isComplete = answers.every((answer) => answer !== undefined);
  const result = isScored && isComplete ? scorePgsi(answers.map((answer) => answer ?? 0)) : undefined;

  const answer = (question: number, value: number) => {
    setAnswers((current) => current.map((old, index) => (index === question ? value : old)));
    setScored(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t`Thinking about the last 12 months…`}</p>
      <ol className="flex flex-col gap-4">
        {PGSI_QUESTIONS.map((question, index) => (
          <li key={index}>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-fg">
                {index + 1}. {t(question)}
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PGSI_ANSWERS.map((label, value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-lg bg-ink-800 px-3 py-2 text-sm text-muted ring-1 ring-ink-600 has-[:checked]:text-fg has-[:checked]:ring-lotus-400"
                  >
                    <input type="radio" name={`pgsi-${index}`} value={value} checked={answers[index] === value} onChange={() => answer(index, value)} />
                    {t(label)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => setScored(true)} disabled={!isComplete} className="self-start">
        {t`See my score`}
      </Button>
      {result ? (
        <div role="status" className="rounded-xl bg-ink-800 p-4 ring-1 ring-ink-600">
          <p className="font-semibold text-fg">{t`Score ${result.score} of 27: ${t(result.title)}`}</p>
          <p className="mt-1 text-sm text-muted">{t(result.meaning)}</p>
        </div>
      ) : null}
    </div>
  );
}
