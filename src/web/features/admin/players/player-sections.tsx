import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupees } from '@shared/money';
import type {
  Paged,
  PlayerAuditEntry,
  PlayerBankAccount,
  PlayerBet,
  PlayerNote,
  PlayerPayment,
  PlayerRound,
  PlayerSession,
  ReferredPlayer,
} from '@shared/schemas/players';
import { Button } from '@web/components/button';
import { cx } from '@web/components/cx';
import { EmptyState, ErrorState, LoadingState } from '@web/components/state-views';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { LEDGER_PAGE_SIZE, usePlayerLedger } from '../reports';
import { SECTION_PAGE_SIZE, useSignOutPlayer, usePlayerSection, type PlayerSection } from './players-api';
import { AdminTable, formatDateTime, tdClass } from '../shared/admin-ui';
import { CsvButton } from '../shared/csv-button';
import { Pager, RequestStatus } from '../payments';
import { NotesForm } from './player-actions';

// The sections of the player page: each a table read a page at a time.

const money = (rupees: number) => formatRupees(rupees);
const right = `${tdClass} whitespace-nowrap text-right tabular-nums`;
const time = `${tdClass} whitespace-nowrap text-muted`;

function Paged<Row>({
  query,
  page,
  onPage,
  label,
  empty,
  headings,
  row,
}: {
  query: UseQueryResult<Paged<Row>>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  empty: string;
  headings: string[];
  row: (row: Row) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState title={`Failed to load ${label.toLowerCase()}`} message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  if (query.data.total === 0) return <EmptyState title={empty} />;
  return (
    <>
      <AdminTable label={label} headings={headings}>
        {query.data.rows.map(row)}
      </AdminTable>
      <Pager page={page} pageSize={SECTION_PAGE_SIZE} total={query.data.total} onPage={onPage} isBusy={query.isFetching} />
    </>
  );
}

function useSection<Row>(playerId: number, section: PlayerSection) {
  const [page, setPage] = useState(1);
  return { page, onPage: setPage, query: usePlayerSection<Row>(playerId, section, page) };
}

export function BetsSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerBet>(playerId, 'bets');
  return (
    <Paged
      {...section}
      label="Bets"
      empty="No bets yet"
      headings={['Placed', 'Event · market', 'Selection', 'Side', 'Price', 'Stake', 'Matched', 'Status', 'Profit']}
      row={(bet) => (
        <tr key={bet.id}>
          <td className={time}>{formatDateTime(bet.placed_at)}</td>
          <td className={tdClass}>
            {bet.event} <span className="text-subtle">· {bet.market}</span>
          </td>
          <td className={tdClass}>{bet.selection}</td>
          <td className={cx(tdClass, 'capitalize', bet.side === 'back' ? 'text-back' : 'text-lay')}>{bet.side}</td>
          <td className={right}>{bet.price.toFixed(2)}</td>
          <td className={right}>{money(bet.stake)}</td>
          <td className={right}>{money(bet.matched_stake)}</td>
          <td className={tdClass}>
            <RequestStatus status={bet.status.replace('_', ' ')} />
          </td>
          <td className={right}>{bet.profit === null ? '—' : money(bet.profit)}</td>
        </tr>
      )}
    />
  );
}

export function RoundsSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerRound>(playerId, 'casino-rounds');
  return (
    <Paged
      {...section}
      label="Casino rounds"
      empty="No casino rounds yet"
      headings={['Started', 'Game', 'Round', 'Stake', 'Win']}
      row={(round) => (
        <tr key={`${round.round}-${round.started_at}`}>
          <td className={time}>{formatDateTime(round.started_at)}</td>
          <td className={tdClass}>{round.game || '—'}</td>
          <td className={`${tdClass} font-mono text-xs text-subtle`}>{round.round || '—'}</td>
          <td className={right}>{money(round.stake)}</td>
          <td className={right}>{money(round.win)}</td>
        </tr>
      )}
    />
  );
}

export function PaymentsSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerPayment>(playerId, 'payments');
  return (
    <Paged
      {...section}
      label="Deposits and withdrawals"
      empty="No deposits or withdrawals yet"
      headings={['Requested', 'Type', 'Amount', 'Status', 'Reference', 'Decided']}
      row={(payment) => (
        <tr key={`${payment.type}-${payment.id}`}>
          <td className={time}>{formatDateTime(payment.created_at)}</td>
          <td className={`${tdClass} capitalize`}>
            {payment.type} #{payment.id}
          </td>
          <td className={right}>{money(payment.amount)}</td>
          <td className={tdClass}>
            <RequestStatus status={payment.status} />
            {payment.reject_reason ? <p className="text-xs text-subtle">{payment.reject_reason}</p> : null}
          </td>
          <td className={`${tdClass} font-mono text-xs text-muted`}>{payment.reference}</td>
          <td className={time}>{payment.decided_at ? formatDateTime(payment.decided_at) : '—'}</td>
        </tr>
      )}
    />
  );
}

export function BankAccountsSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerBankAccount>(playerId, 'bank-accounts');
  return (
    <Paged
      {...section}
      label="Bank accounts"
      empty="No bank accounts"
      headings={['Bank', 'Holder', 'Account number', 'IFSC', 'State', 'Added']}
      row={(account) => (
        <tr key={account.id}>
          <td className={tdClass}>{account.bank_name}</td>
          <td className={tdClass}>{account.account_holder_name}</td>
          <td className={`${tdClass} font-mono text-xs`}>{account.account_number}</td>
          <td className={`${tdClass} font-mono text-xs`}>{account.ifsc_code}</td>
          <td className={tdClass}>{account.deleted ? 'Deleted' : account.is_active ? 'Active' : 'Inactive'}</td>
          <td className={time}>{formatDateTime(account.created_at)}</td>
        </tr>
      )}
    />
  );
}

export function SessionsSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerSession>(playerId, 'sessions');
  const signOut = useSignOutPlayer(playerId);
  const end = (sessionId: number) =>
    signOut.mutate(
      { session_id: sessionId, reason: 'Signed out by the operator' },
      {
        onSuccess: ({ message }) => showToast('success', message ?? 'Signed out'),
        onError: (failure) => showToast('error', errorMessage(failure, 'Failed to sign out')),
      },
    );
  return (
    <Paged
      {...section}
      label="Sign-ins"
      empty="No sign-ins"
      headings={['Signed in', 'Device', 'Address', 'Last seen', 'State', '']}
      row={(session) => (
        <tr key={session.id}>
          <td className={time}>{formatDateTime(session.created_at)}</td>
          <td className={`${tdClass} max-w-[16rem] truncate text-xs text-muted`} title={session.user_agent}>
            {session.user_agent || '—'}
          </td>
          <td className={`${tdClass} font-mono text-xs text-muted`}>{session.ip_address || '—'}</td>
          <td className={time}>{formatDateTime(session.last_seen_at)}</td>
          <td className={tdClass}>{session.active ? 'Active' : `Ended ${session.ended_at ? formatDateTime(session.ended_at) : ''}`}</td>
          <td className={tdClass}>
            {session.active ? (
              <Button variant="secondary" size="sm" onClick={() => end(session.id)} disabled={signOut.isPending} aria-label={`Sign out sign-in ${session.id}`}>
                Sign out
              </Button>
            ) : null}
          </td>
        </tr>
      )}
    />
  );
}

export function NotesSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerNote>(playerId, 'notes');
  return (
    <>
      <NotesForm playerId={playerId} />
      <Paged
        {...section}
        label="Notes"
        empty="No notes yet"
        headings={['Written', 'By', 'Note']}
        row={(note) => (
          <tr key={note.id}>
            <td className={time}>{formatDateTime(note.created_at)}</td>
            <td className={tdClass}>{note.author}</td>
            <td className={`${tdClass} whitespace-pre-wrap`}>{note.body}</td>
          </tr>
        )}
      />
    </>
  );
}

const rewardLabels: Record<ReferredPlayer['reward'], string> = { paid: 'Bonus paid', refused: 'Refused', waiting: 'Waiting for a first deposit' };

export function ReferredSection({ playerId }: { playerId: number }) {
  const section = useSection<ReferredPlayer>(playerId, 'referred');
  return (
    <Paged
      {...section}
      label="Players referred"
      empty="No friends registered with this player's code"
      headings={['Player', 'Registered', 'Referral bonus']}
      row={(friend) => (
        <tr key={friend.id}>
          <td className={tdClass}>
            <Link to={`/admin/players/${friend.id}`} className="font-semibold text-back hover:underline">
              {friend.username}
            </Link>
          </td>
          <td className={time}>{formatDateTime(friend.registered_at)}</td>
          <td className={tdClass}>
            {rewardLabels[friend.reward]}
            {friend.refused_reason ? <span className="text-subtle"> · {friend.refused_reason}</span> : null}
          </td>
        </tr>
      )}
    />
  );
}

/** An audit entry's details in words: amounts in rupees, the reason first. */
function describe(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.reason === 'string') parts.push(details.reason);
  if (typeof details.amount_paise === 'number') parts.push(formatRupees(details.amount_paise / 100));
  if (typeof details.from === 'string' && typeof details.to === 'string') parts.push(`${details.from} → ${details.to}`);
  return parts.join(' · ');
}

export function AuditSection({ playerId }: { playerId: number }) {
  const section = useSection<PlayerAuditEntry>(playerId, 'audit');
  return (
    <Paged
      {...section}
      label="Audit trail"
      empty="Nothing done to this player yet"
      headings={['Time', 'Operator', 'Action', 'Target', 'Details']}
      row={(entry) => (
        <tr key={entry.id}>
          <td className={time}>{formatDateTime(entry.created_at)}</td>
          <td className={tdClass}>{entry.actor ?? '—'}</td>
          <td className={tdClass}>
            <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-lotus-300">{entry.action}</span>
          </td>
          <td className={`${tdClass} text-muted`}>{entry.target}</td>
          <td className={`${tdClass} text-sm text-muted`}>{describe(entry.details)}</td>
        </tr>
      )}
    />
  );
}

const accountLabels: Record<string, string> = { main: 'Main', bonus: 'Bonus', exposure: 'Exposure', withdrawal_hold: 'Withdrawal hold' };

/** The player's ledger with the running balance of each account after every entry. */
export function LedgerSection({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePlayerLedger(playerId, page);
  if (ledger.isPending) return <LoadingState label="Loading ledger..." />;
  if (ledger.isError) return <ErrorState title="Failed to load the ledger" message={errorMessage(ledger.error, '')} onRetry={() => void ledger.refetch()} />;
  if (ledger.data.total === 0) return <EmptyState title="No ledger entries yet" />;
  return (
    <>
      <div className="flex justify-end px-2 pt-2">
        <CsvButton path={`/api/admin/ledger/users/${playerId}`} />
      </div>
      <AdminTable label="Ledger" headings={['Time', 'Kind', 'Account', 'Amount', 'Balance after', 'Counterparty', 'Reference']}>
        {ledger.data.entries.map((entry) => (
          <tr key={`${entry.transfer_id}-${entry.account}-${entry.direction}`}>
            <td className={time}>{formatDateTime(entry.created_at)}</td>
            <td className={`${tdClass} font-mono text-xs`}>{entry.kind}</td>
            <td className={tdClass}>{accountLabels[entry.account] ?? entry.account}</td>
            <td className={cx(right, 'font-semibold', entry.direction === 'credit' ? 'text-success' : 'text-danger')}>
              {entry.direction === 'credit' ? '+' : '−'}
              {money(entry.amount)}
            </td>
            <td className={right}>{money(entry.balance_after)}</td>
            <td className={`${tdClass} text-xs text-muted`}>{entry.counterparty}</td>
            <td className={`${tdClass} font-mono text-xs text-subtle`}>{entry.reference}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pageSize={LEDGER_PAGE_SIZE} total={ledger.data.total} onPage={setPage} isBusy={ledger.isFetching} />
    </>
  );
}
