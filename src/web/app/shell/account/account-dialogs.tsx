import { lazy, Suspense, useState } from 'react';
import { ChangePasswordDialog } from '@web/features/auth';
import type { MenuAction } from './account-menu';

const RulesDialog = lazy(async () => ({ default: (await import('./rules-dialog')).RulesDialog }));

/** The two menu entries that open a dialog instead of a page; each dialog loads on first use. */
export function useAccountDialogs() {
  const [open, setOpen] = useState<MenuAction>();
  const [used, setUsed] = useState<ReadonlySet<MenuAction>>(new Set());
  const openDialog = (action: MenuAction) => {
    setUsed((current) => new Set(current).add(action));
    setOpen(action);
  };
  const close = () => setOpen(undefined);
  const dialogs = (
    <Suspense fallback={null}>
      {used.has('change-password') ? <ChangePasswordDialog isOpen={open === 'change-password'} onClose={close} /> : null}
      {used.has('rules') ? <RulesDialog isOpen={open === 'rules'} onClose={close} /> : null}
    </Suspense>
  );
  return { openDialog, dialogs };
}
