import { useState, type FormEvent } from 'react';
import { createReferralCodeSchema } from '@shared/schemas/referrals';
import { Button } from '@web/components/button';
import { TextField } from '@web/components/form-field';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { useCreateReferralCode, useReferralCodes, useSetReferralCodeActive } from './referral-codes-api';
import { AdminPage, AdminTable, formatDateTime, Panel, QueryStates, StatusBadge, tdClass } from '../shared/admin-ui';

export function ReferralCodesScreen() {
  const codes = useReferralCodes();
  const create = useCreateReferralCode();
  const setActive = useSetReferralCodeActive();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReferralCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setCode('');
        showToast('success', message ?? 'Referral code created');
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to create referral code')),
    });
  };

  return (
    <AdminPage title="Referral codes" description="Players need an active master referral code to register.">
      <Panel title="New code">
        <form noValidate onSubmit={onCreate} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label="Code"
            value={code}
            autoCapitalize="characters"
            placeholder="e.g. DIWALI2025"
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" className="sm:mt-7" isLoading={create.isPending}>
            Create code
          </Button>
        </form>
      </Panel>
      <Panel title="All codes">
        <QueryStates query={codes} errorTitle="Failed to load referral codes" emptyTitle="No referral codes yet">
          {(rows) => (
            <AdminTable label="Referral codes" headings={['Code', 'Uses', 'Status', 'Created', '']}>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${tdClass} font-mono font-semibold text-fg`}>{row.code}</td>
                  <td className={`${tdClass} tabular-nums`}>{row.uses}</td>
                  <td className={tdClass}>
                    <StatusBadge isActive={row.is_active} />
                  </td>
                  <td className={`${tdClass} text-muted`}>{formatDateTime(row.created_at)}</td>
                  <td className={`${tdClass} text-right`}>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={setActive.isPending}
                      onClick={() =>
                        setActive.mutate(
                          { id: row.id, is_active: !row.is_active },
                          { onError: (failure) => showToast('error', errorMessage(failure, 'Failed to update referral code')) },
                        )
                      }
                    >
                      {row.is_active ? 'Disable' : 'Enable'}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryStates>
      </Panel>
    </AdminPage>
  );
}
