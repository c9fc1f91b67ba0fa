import { useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupees } from '@shared/money';
import type { PlayerStatusInput } from '@shared/schemas/players';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { ErrorState, LoadingState } from '@web/components/state-views';
import { errorMessage } from '@web/lib/api-client';
import { usePlayer } from './players-api';
import { AdminPage, formatDateTime, Panel } from '../shared/admin-ui';
import { Field } from '../payments';
import { PlayerSafetyLine } from './player-safety-line';
import { BonusCreditPanel } from '../content';
import { WalletLimitsPanel } from './wallet-limits-panel';
import { AdjustBalanceDialog, ResetPasswordDialog, ResetTwoFactorDialog, SignOutAllDialog, StatusDialog } from './player-actions';
import { PlayerStatus } from './player-ui';
import {
  AuditSection,
  BankAccountsSection,
  BetsSection,
  LedgerSection,
  NotesSection,
  PaymentsSection,
  ReferredSection,
  RoundsSection,
  SessionsSection,
} from './player-sections';

const tabs: Array<{ key: string; label: string; Section: ComponentType<{ playerId: number }> }> = [
  { key: 'ledger', label: 'Ledger', Section: LedgerSection },
  { key: 'bets', label: 'Bets', Section: BetsSection },
  { key: 'casino', label: 'Casino', Section: RoundsSection },
  { key: 'payments', label: 'Payments', Section: PaymentsSection },
  { key: 'banks', label: 'Bank accounts', Section: BankAccountsSection },
  { key: 'sessions', label: 'Sign-ins', Section: SessionsSection },
  { key: 'notes', label: 'Notes', Section: NotesSection },
  { key: 'referred', label: 'Referred', Section: ReferredSection },
  { key: 'audit', label: 'Audit trail', Section: AuditSection },
];

/** One player: profile, balances, limits and actions, then their records tab by tab. */
export function PlayerScreen() {
  const params = useParams();
  const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const detail = usePlayer(id);
  const [tab, setTab] = useState(tabs[0]?.key ?? 'ledger');
  const [dialog, setDialog] = useState<'adjust' | 'sign-out' | 'password' | 'two-factor' | PlayerStatusInput['status']>();
  const current = tabs.find((entry) => entry.key === tab) ?? tabs[0];

  if (detail.isPending) return <LoadingState label="Loading player..." />;
  if (detail.isError)
    return (
      <AdminPage title="Player">
        <ErrorState title="Failed to load the player" message={errorMessage(detail.error, '')} onRetry={() => void detail.refetch()}>
          <Link to="/admin/players" className="text-sm text-back hover:underline">
            Back to players
          </Link>
        </ErrorState>
      </AdminPage>
    );

  const { player, limits, referral, counts, security } = detail.data;
  const statusDialog = dialog === 'active' || dialog === 'suspended' || dialog === 'closed' ? dialog : undefined;
  return (
    <AdminPage
      title={player.username}
      description={`${player.display_name} · player #${player.id}`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setDialog('adjust')}>
            Adjust balance
          </Button>
          {player.status === 'active' ? (
            <Button size="sm" variant="danger" onClick={() => setDialog('suspended')}>
              Suspend
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDialog('active')}>
              Reactivate
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setDialog('sign-out')} disabled={counts.active_sessions === 0}>
            Sign out everywhere
          </Button>
          {player.is_demo ? null : (
            <Button size="sm" variant="secondary" onClick={() => setDialog('password')}>
              Reset password
            </Button>
          )}
          {security.two_factor_on ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog('two-factor')}>
              Reset two-factor
            </Button>
          ) : null}
        </div>
      }
    >
      <Link to="/admin/players" className="text-sm text-back hover:underline">
        ← All players
      </Link>
      <Panel title="Profile">
        <PlayerSafetyLine userId={player.id} />
        <dl className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4">
          <Field label="Status">
            <PlayerStatus player={player} />
          </Field>
          <Field label="Phone">{player.phone_number || '—'}</Field>
          <Field label="Email">{player.email ?? '—'}</Field>
          <Field label="Registered">{formatDateTime(player.registered_at)}</Field>
          <Field label="Last sign-in">{player.last_sign_in_at ? formatDateTime(player.last_sign_in_at) : 'Never'}</Field>
          <Field label="Referral code used">{referral.code_used ?? '—'}</Field>
          <Field label="Own referral code">{referral.own_code ?? '—'}</Field>
          <Field label="Players referred">{referral.players_referred}</Field>
          <Field label="Daily deposit limit">{formatRupees(limits.daily_deposit_limit)}</Field>
          <Field label="Daily withdrawal limit">{formatRupees(limits.daily_withdrawal_limit)}</Field>
          <Field label="Open bets">{counts.open_bets}</Field>
          <Field label="Active sign-ins">{counts.active_sessions}</Field>
          <Field label="Two-factor sign-in">{security.two_factor_on ? 'On' : 'Off'}</Field>
        </dl>
        {security.shared_bank_accounts.length > 0 ? (
          <div role="alert" className="mx-4 mb-4 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-fg">
            <p className="font-semibold">Bank account shared with another player: withdrawals to it are held for review.</p>
            <ul className="mt-1 list-disc pl-5">
              {security.shared_bank_accounts.map((shared) => (
                <li key={`${shared.account_number}-${shared.ifsc_code}`}>
                  {shared.account_number} · {shared.ifsc_code} — also{' '}
                  {shared.other_player_ids.map((other, index) => (
                    <span key={other}>
                      {index > 0 ? ', ' : ''}
                      <Link to={`/admin/players/${other}`} className="text-back hover:underline">
                        player #{other}
                      </Link>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {security.clawback_owed > 0 ? (
          <p role="alert" className="mx-4 mb-4 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm font-semibold text-fg">
            Owes {formatRupees(security.clawback_owed)} from a self-referral bonus clawed back after it converted (the main balance did not cover it).
          </p>
        ) : null}
      </Panel>
      <section aria-label="Balances" className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        {(
          [
            ['Balance', player.balances.balance],
            ['Available', player.balances.available],
            ['Exposure', player.balances.exposure],
            ['Bonus', player.balances.bonus],
            ['Withdrawal hold', player.balances.withdrawal_hold],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-ink-600 bg-ink-850 p-3">
            <p className="text-xs text-subtle">
              {label}
              {player.is_demo ? ' (play money)' : ''}
            </p>
            <p className="mt-1 text-lg font-bold tabular-nums text-fg">{formatRupees(value)}</p>
          </div>
        ))}
      </section>
      {player.is_demo ? null : <WalletLimitsPanel key={`limits-${player.id}`} userId={player.id} />}
      {player.is_demo || player.status !== 'active' ? null : <BonusCreditPanel key={player.id} userId={player.id} />}
      <Panel>
        <div role="tablist" aria-label="Player records" className="flex gap-1 overflow-x-auto border-b border-ink-700 px-2">
          {tabs.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="tab"
              id={`player-tab-${entry.key}`}
              aria-selected={entry.key === tab}
              aria-controls="player-tab-panel"
              onClick={() => setTab(entry.key)}
              className={cx(
                'shrink-0 border-b-2 px-3 py-3 text-sm font-semibold transition',
                entry.key === tab ? 'border-lotus-500 text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="player-tab-panel" aria-labelledby={`player-tab-${tab}`}>
          {current ? <current.Section key={`${player.id}-${current.key}`} playerId={player.id} /> : null}
        </div>
      </Panel>
      <AdjustBalanceDialog player={player} isOpen={dialog === 'adjust'} onClose={() => setDialog(undefined)} />
      <SignOutAllDialog playerId={player.id} isOpen={dialog === 'sign-out'} onClose={() => setDialog(undefined)} />
      <ResetPasswordDialog playerId={player.id} isOpen={dialog === 'password'} onClose={() => setDialog(undefined)} />
      <ResetTwoFactorDialog playerId={player.id} isOpen={dialog === 'two-factor'} onClose={() => setDialog(undefined)} />
      <StatusDialog playerId={player.id} status={statusDialog} onClose={() => setDialog(undefined)} />
    </AdminPage>
  );
}
