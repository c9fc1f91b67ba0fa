import { t } from '@lingui/core/macro';
import { Dialog } from '@web/components/dialog';
import { RulesContent } from '@web/app/legal/rules-content';

export function RulesDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t`Rules & Regulations`}>
      <div className="max-h-[70vh] overflow-y-auto pr-1">
        <RulesContent />
      </div>
    </Dialog>
  );
}
