import { t } from '@lingui/core/macro';
import { Dialog } from '@web/components/dialog';
import type { BetSlipState } from './bet-slip-store';
import { BetSlip } from './bet-slip';

// The slip in a dialog on small screens (bet-slip-slot.tsx mounts it): its own chunk with the
// slip, so a page of prices loads neither until a price is tapped.

export function BetSlipInDialog({ slip, onClose }: { slip: NonNullable<BetSlipState>; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title={t`Bet Slip`} className="p-4">
      <BetSlip key={slip.nonce} selection={slip.selection} onClose={onClose} />
    </Dialog>
  );
}
