import { Box, Button, Text } from '@chakra-ui/react';
import tableCss from '../../staff/parts/staff-table.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKit } from '../../../application/account/account-kit';
import { formatClientTime } from '../../../domain/time/client-time-format';
import type { SessionSummary } from '../../../shared/accounts.types';
import { useLoad } from '../../parts/use-load';

/** ISO time → `YYYY-MM-DD HH:mm` in Taipei time, the way the server's own times read. */
const when = (iso: string): string => formatClientTime(Date.parse(iso)).slice(0, 16) || iso;

/**
 * 我的登入階段: each session's device, address, start and last use, this one marked;
 * 結束 asks first (the dialogs port), then the list is what the server holds.
 */
export function MySessionsTable({ kit }: { kit: AccountKit }) {
  const { t } = useTranslation();
  const load = useLoad(kit, async () => {
    const outcome = await kit.listSessions();
    if (outcome.kind === 'failed') throw new Error('sessions');
    return outcome.sessions;
  });
  const [replaced, setReplaced] = useState<SessionSummary[] | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  if (load.status === 'loading') return <Text role="status">{t('account.sessions.loading')}</Text>;
  if (load.status === 'failed')
    return (
      <Box>
        <Text role="alert">{t('account.sessions.loadFailed')}</Text>
        <Button variant="outline" minH="2.75rem" mt="2" onClick={load.retry}>
          {t('account.page.retry')}
        </Button>
      </Box>
    );
  const sessions = replaced ?? load.data;

  const end = async (target: SessionSummary) => {
    setBusy(target.id);
    const outcome = await kit.endSession(target);
    setBusy(null);
    if (outcome.kind === 'ended') {
      setReplaced(outcome.sessions);
      setStatus(t('account.sessions.ended'));
    }
  };

  return (
    <Box data-part="my-sessions">
      <Box className={tableCss.tableWrap}>
        <table className={tableCss.table}>
          <caption>{t('account.sessions.intro')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.address')}</th>
              <th scope="col">{t('account.sessions.startedAt')}</th>
              <th scope="col">{t('account.sessions.lastUsedAt')}</th>
              <th scope="col">{t('account.sessions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-part="my-session" data-current={s.current ? 'true' : undefined}>
                <td>
                  {s.device}
                  {s.current && (
                    <Text as="strong" ms="1">
                      {t('account.sessions.current')}
                    </Text>
                  )}
                </td>
                <td>{s.ip}</td>
                <td>{when(s.startedAt)}</td>
                <td>{when(s.lastUsedAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline"
                    minH="2.25rem"
                    disabled={busy !== null}
                    aria-label={t('account.sessions.endLabel', { device: s.device })}
                    onClick={() => void end(s)}
                  >
                    {t('account.sessions.end')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Text role="status" mt="2">
        {status}
      </Text>
    </Box>
  );
}
