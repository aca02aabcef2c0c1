import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type { MailboxKit } from '../../../application/mailbox/mailbox-kit';
import type { MailboxNoticeSetting } from '../../../shared/mailbox-case';
import { useLoad } from '../../parts/use-load';
import css from './mailbox.module.css';

/**
 * 個人資料蒐集告知 (administrators): each mailbox's notice, shown on its form above 送出. Saving an
 * empty text is refused; 還原預設 goes back to the default that names the site.
 */
export function NoticePanel({ kit }: { kit: MailboxKit }) {
  const id = useId();
  const loaded = useLoad('mailbox-notices', () => kit.notices());
  const outcome = loaded.data;
  return (
    <chakra.section aria-labelledby={id} data-part="mailbox-notices">
      <Text as="h2" id={id} fontWeight="bold" fontSize="xl" mb="2">
        個人資料蒐集告知
      </Text>
      <Text mb="3">
        民眾在民意信箱送出信件前，會先看到這段告知（個人資料保護法第 8
        條）。請依貴機關實際的蒐集目的、利用期間與對象修改。
      </Text>
      {outcome === undefined ? (
        <Text role="status">{loaded.status === 'failed' ? '無法載入，請稍後再試。' : '載入中…'}</Text>
      ) : outcome.kind === 'failed' ? (
        <Text role="alert">{outcome.message}</Text>
      ) : outcome.notices.length === 0 ? (
        <Text>網站還沒有民意信箱單元。</Text>
      ) : (
        <Stack gap="6">
          {outcome.notices.map((notice) => (
            <NoticeForm key={notice.path} kit={kit} initial={notice} />
          ))}
        </Stack>
      )}
    </chakra.section>
  );
}

function NoticeForm({ kit, initial }: { kit: MailboxKit; initial: MailboxNoticeSetting }) {
  const id = useId();
  const [notice, setNotice] = useState(initial);
  const [text, setText] = useState(initial.text);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');

  const save = async (value: string | null) => {
    setBusy(true);
    setMessage('');
    setProblem('');
    const outcome = await kit.saveNotice(notice.path, value);
    setBusy(false);
    if (outcome.kind === 'saved') {
      setNotice(outcome.notice);
      setText(outcome.notice.text);
      setMessage(outcome.message);
    } else if (outcome.kind === 'invalid') setProblem(outcome.message);
    else setMessage(outcome.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(text);
  };

  return (
    <chakra.form onSubmit={submit} noValidate data-part="mailbox-notice-form" data-path={notice.path}>
      <chakra.label htmlFor={`${id}-text`} display="block" fontWeight="bold" mb="1">
        {notice.title}（{notice.path}）的告知內容
      </chakra.label>
      <Text id={`${id}-state`} fontSize="sm" mb="1">
        {notice.custom ? '目前使用自訂內容。' : '目前使用預設內容。'}
      </Text>
      <textarea
        id={`${id}-text`}
        className={css.textarea}
        rows={12}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-state`}
      />
      {problem && (
        <Text id={`${id}-error`} color="red.700" mt="1">
          {problem}
        </Text>
      )}
      <Stack direction="row" gap="2" mt="2">
        <Button type="submit" colorPalette="brand" minH="2.75rem" disabled={busy}>
          儲存告知
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="2.75rem"
          disabled={busy || !notice.custom}
          onClick={() => void save(null)}
        >
          還原預設
        </Button>
      </Stack>
      <Text role="status" aria-live="polite" mt="1">
        {message}
      </Text>
    </chakra.form>
  );
}
