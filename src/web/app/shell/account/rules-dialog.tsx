import { t } from '@lingui/core/macro';
import { Dialog } from '@web/components/dialog';

const rules = [
  'You must be 18 or older and register yourself. Accounts opened by agents or shared with others are closed.',
  'A bet stands once it is matched. Unmatched stakes can be cancelled until they are matched or the market closes.',
  'Markets may be suspended at any time. Bets placed after an event has started, unless offered in play, are void.',
  'Results are settled from the official result. Obvious price errors are voided.',
  'Deposit only to the details shown for you in the app or given by official support.',
  'Only your main balance can be withdrawn; bonus money cannot.',
];

export function RulesDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t`Rules & Regulations`}>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-muted">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Dialog>
  );
}
