import { t } from '@lingui/core/macro';
import type { BankBranch } from '@shared/schemas/wallet';

/** What the bank directory said about an IFSC: branch, city, state. */
export function BranchCard({ branch }: { branch: BankBranch }) {
  const rows = [
    { label: t`Branch`, value: branch.branch },
    { label: t`City`, value: branch.city },
    { label: t`State`, value: branch.state },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl border border-success/30 bg-success/5 p-3 text-xs" aria-label={t`Bank branch`} data-testid="ifsc-branch">
      {rows.map((row, index) => (
        <div key={row.label} className={index === 0 ? 'col-span-2 min-w-0' : 'min-w-0'}>
          <dt className="text-subtle">{row.label}</dt>
          <dd className="break-words font-semibold text-fg">{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
