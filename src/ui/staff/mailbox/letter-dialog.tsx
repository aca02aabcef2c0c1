import { Button, chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { LetterChangeOutcome } from '../../../application/mailbox/letter.use-case';
import type { MailboxKit } from '../../../application/mailbox/mailbox-kit';
import {
  assigneeText,
  deliveryText,
  letterOffers,
  letterTimeText,
  NOTE_MAX,
  replyByText,
  REPLY_MAX,
} from '../../../domain/mailbox/letter-policy';
import type { Colleague, LetterDetail } from '../../../shared/mailbox-inbox.types';
import { replyMailPreview, replyStarter } from '../../../shared/mailbox-mail';
import { DialogFrame } from '../../feedback/dialog-frame';
import { useLoad } from '../../parts/use-load';
import { StatusBadge } from './status-badge';
import css from './mailbox.module.css';

export interface LetterDialogProps {
  kit: MailboxKit;
  serialNo: string;
  staff: readonly Colleague[];
  /** The letter changed on the server: the list reloads behind the dialog. */
  onChanged: (letter: LetterDetail) => void;
  onClose: () => void;
  /** Where focus goes back to on close: the row's button, when the letter was opened from the list. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * One letter: the citizen's words as plain text, then what staff do with it — 指派, 內部備註, 回覆
 * and 結案 / 重新開啟, each offered only as the status machine and the account's w allow. Escape
 * closes it and focus goes back to the row it came from.
 */
export function LetterDialog({ kit, serialNo, staff, onChanged, onClose, returnFocus }: LetterDialogProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useLoad(serialNo, () => kit.open(serialNo));
  const outcome = opened.data;
  return (
    <DialogFrame
      title={outcome?.kind === 'opened' ? `信件 ${serialNo}：${outcome.letter.subject}` : `信件 ${serialNo}`}
      titleRef={heading}
      part="letter-dialog"
      onClose={onClose}
      initialFocus={heading}
      finalFocus={() => returnFocus?.current ?? null}
      size="xl"
      scroll="inside"
      footer={
        <Button variant="outline" minH="2.75rem" onClick={onClose} data-part="letter-close">
          關閉
        </Button>
      }
    >
      {outcome === undefined ? (
        <Text role="status">{opened.status === 'failed' ? '無法開啟信件，請稍後再試。' : '載入中…'}</Text>
      ) : outcome.kind === 'opened' ? (
        <LetterBody
          kit={kit}
          initial={outcome.letter}
          writable={outcome.writable}
          staff={staff}
          onChanged={onChanged}
        />
      ) : (
        <Text role="alert" data-part="letter-failure">
          {outcome.message}
        </Text>
      )}
    </DialogFrame>
  );
}

/** The whole reply as the citizen will read it, composed by the function the server sends it with. */
function MailPreview({ letter, body }: { letter: LetterDetail; body: string }) {
  const id = useId();
  const preview = replyMailPreview(letter, body);
  return (
    <chakra.section aria-labelledby={id} mt="3" data-part="letter-reply-preview">
      <Text as="h4" id={id} fontWeight="bold" mb="1">
        寄出的信件（預覽）
      </Text>
      <dl className={css.facts}>
        <dt>收件人</dt>
        <dd>{letter.email}</dd>
        <dt>主旨</dt>
        <dd>{preview.subject}</dd>
      </dl>
      <p className={css.mailPreview}>{preview.text}</p>
    </chakra.section>
  );
}

function Section({ title, children, part }: { title: string; children: ReactNode; part: string }) {
  const id = useId();
  return (
    <chakra.section aria-labelledby={id} data-part={part}>
      <Text as="h3" id={id} fontWeight="bold" fontSize="lg" mb="2">
        {title}
      </Text>
      {children}
    </chakra.section>
  );
}

interface LetterBodyProps {
  kit: MailboxKit;
  initial: LetterDetail;
  writable: boolean;
  staff: readonly Colleague[];
  onChanged: (letter: LetterDetail) => void;
}

function LetterBody({ kit, initial, writable, staff, onChanged }: LetterBodyProps) {
  const id = useId();
  const [letter, setLetter] = useState(initial);
  const [assignee, setAssignee] = useState(initial.assignee?.account ?? '');
  const [note, setNote] = useState('');
  // The mail's greeting is the form's first line, for staff to keep or change: the system adds none.
  const [reply, setReply] = useState(() => replyStarter(initial.name));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ field: 'note' | 'reply'; text: string } | null>(null);
  const offers = letterOffers(letter.status, writable);

  /** Runs one action; the answer replaces the letter, its sentence goes to the live region. */
  const act = async (run: () => Promise<LetterChangeOutcome>, field?: 'note' | 'reply') => {
    setBusy(true);
    setMessage('');
    setProblem(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.kind === 'changed') {
      setLetter(outcome.letter);
      setMessage(outcome.message);
      onChanged(outcome.letter);
      if (field === 'note') setNote('');
      if (field === 'reply') setReply(replyStarter(outcome.letter.name));
    } else if (outcome.kind === 'invalid' && field) setProblem({ field, text: outcome.message });
    else if (outcome.kind !== 'declined') setMessage(outcome.message);
  };

  const submit = (field: 'note' | 'reply') => (event: FormEvent) => {
    event.preventDefault();
    void act(() => (field === 'note' ? kit.note(letter, note) : kit.reply(letter, reply)), field);
  };

  const assign = (event: FormEvent) => {
    event.preventDefault();
    const colleague = staff.find((c) => c.account === assignee) ?? null;
    void act(() => kit.assign(letter, colleague));
  };

  const textField = (field: 'note' | 'reply', label: string, value: string, max: number) => {
    const error = problem?.field === field ? problem.text : '';
    return (
      <>
        <chakra.label htmlFor={`${id}-${field}`} display="block" fontWeight="bold" mb="1">
          {label}
        </chakra.label>
        <textarea
          id={`${id}-${field}`}
          className={css.textarea}
          value={value}
          onChange={(e) => (field === 'note' ? setNote : setReply)(e.currentTarget.value)}
          rows={field === 'note' ? 3 : 6}
          maxLength={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          data-part={`letter-${field}-text`}
        />
        {error && (
          <Text id={`${id}-${field}-error`} color="red.700" mt="1" data-part={`letter-${field}-error`}>
            {error}
          </Text>
        )}
      </>
    );
  };

  return (
    <Stack gap="5">
      <dl className={css.facts} data-part="letter-facts">
        <dt>狀態</dt>
        <dd>
          <StatusBadge status={letter.status} />
        </dd>
        <dt>收件時間</dt>
        <dd>{letter.createdAt}</dd>
        <dt>回覆期限</dt>
        <dd className={letter.overdue ? css.overdue : undefined}>{replyByText(letter)}</dd>
        <dt>姓名</dt>
        <dd>{letter.name}</dd>
        <dt>電子郵件</dt>
        <dd>{letter.email}</dd>
        {letter.phone && (
          <>
            <dt>電話</dt>
            <dd>{letter.phone}</dd>
          </>
        )}
        <dt>承辦人</dt>
        <dd>{assigneeText(letter.assignee)}</dd>
      </dl>

      <Section title="民眾來信" part="letter-content">
        <p className={css.letter}>{letter.content}</p>
      </Section>

      {!writable && (
        <Text role="note" data-part="letter-read-only" fontWeight="bold">
          您對這個信箱只有讀取權限：可以閱讀信件，但不能指派、備註、回覆或結案（伺服器也會拒絕）。如需處理，請洽網站管理者。
        </Text>
      )}

      <Text role="status" aria-live="polite" data-part="letter-announcement">
        {message}
      </Text>

      {offers.assign && (
        <Section title="指派" part="letter-assign">
          <chakra.form onSubmit={assign} display="flex" gap="2" flexWrap="wrap" alignItems="end">
            <div>
              <chakra.label htmlFor={`${id}-assignee`} display="block" fontWeight="bold" mb="1">
                承辦同仁
              </chakra.label>
              <NativeSelect.Root minW="14rem">
                <NativeSelect.Field
                  id={`${id}-assignee`}
                  value={assignee}
                  onChange={(e) => setAssignee(e.currentTarget.value)}
                  minH="2.75rem"
                  data-part="letter-assignee"
                >
                  <option value="">未指派</option>
                  {staff.map((c) => (
                    <option key={c.account} value={c.account}>
                      {assigneeText(c)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </div>
            <Button type="submit" minH="2.75rem" disabled={busy} data-part="letter-assign-submit">
              指派
            </Button>
          </chakra.form>
        </Section>
      )}

      <Section title="內部備註，民眾不會看到" part="letter-notes">
        <div className={css.internal}>
          {letter.notes.length === 0 ? (
            <Text>尚無內部備註。</Text>
          ) : (
            <ul className={css.entries}>
              {letter.notes.map((n) => (
                <li key={n.id} data-part="letter-note">
                  <Text fontSize="sm">
                    {n.author.displayName}・{letterTimeText(n.at)}
                  </Text>
                  <p className={css.entryText}>{n.body}</p>
                </li>
              ))}
            </ul>
          )}
          {offers.note && (
            <chakra.form onSubmit={submit('note')} mt="3" noValidate>
              {textField('note', '新增內部備註（僅同仁可見，民眾不會看到）', note, NOTE_MAX)}
              <Button type="submit" mt="2" minH="2.75rem" disabled={busy} data-part="letter-note-submit">
                新增備註
              </Button>
            </chakra.form>
          )}
        </div>
      </Section>

      <Section title="回覆民眾" part="letter-replies">
        {letter.replies.length === 0 ? (
          <Text>尚未回覆。</Text>
        ) : (
          <ul className={css.entries}>
            {letter.replies.map((r) => (
              <li key={r.id} data-part="letter-reply" data-delivery={r.delivery}>
                <Text fontSize="sm">
                  {r.author.displayName}・{letterTimeText(r.at)}・{deliveryText(r.delivery)}
                </Text>
                <p className={css.entryText}>{r.body}</p>
              </li>
            ))}
          </ul>
        )}
        {offers.reply && (
          <chakra.form onSubmit={submit('reply')} mt="3" noValidate>
            {textField('reply', `回覆內容（將以電子郵件寄給 ${letter.name}）`, reply, REPLY_MAX)}
            <MailPreview letter={letter} body={reply} />
            <Button
              type="submit"
              mt="2"
              colorPalette="brand"
              minH="2.75rem"
              disabled={busy}
              data-part="letter-reply-submit"
            >
              寄出回覆
            </Button>
          </chakra.form>
        )}
      </Section>

      {(offers.close || offers.reopen) && (
        <Stack direction="row" gap="2" data-part="letter-status-actions">
          {offers.close && (
            <Button
              variant="outline"
              minH="2.75rem"
              disabled={busy}
              onClick={() => void act(() => kit.setStatus(letter, 'close'))}
              data-part="letter-close-case"
            >
              結案
            </Button>
          )}
          {offers.reopen && (
            <Button
              variant="outline"
              minH="2.75rem"
              disabled={busy}
              onClick={() => void act(() => kit.setStatus(letter, 'reopen'))}
              data-part="letter-reopen"
            >
              重新開啟
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
