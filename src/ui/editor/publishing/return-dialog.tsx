import { Button, chakra, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_TEXTS } from '../../../shared/review-workflow';
import { DialogFrame } from '../../feedback/dialog-frame';
import css from './review.module.css';

export interface ReturnDialogProps {
  open: boolean;
  /** The draft's title, named in the dialog. */
  title: string;
  onClose: () => void;
  /** Sends the note; answers the problem to show, or null when it was returned. */
  onReturn: (note: string) => Promise<string | null>;
  /** Where focus goes when the dialog closes: the button that opened it, or what replaced it. */
  finalFocus: () => HTMLElement | null;
}

/**
 * 退回 with a note: the note is required, since it is all the writer learns of what to
 * change. Focus starts in the note and goes back to the button that opened the dialog.
 */
export function ReturnDialog({ open, title, onClose, onReturn, finalFocus }: ReturnDialogProps) {
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') {
      setProblem(REVIEW_TEXTS.noteRequired);
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onReturn(note);
    setBusy(false);
    if (refused === null) {
      setNote('');
      setProblem('');
      return;
    }
    setProblem(refused);
    noteRef.current?.focus();
  };

  return (
    <DialogFrame
      open={open}
      title="退回給撰稿者"
      part="return-dialog"
      dismissible={!busy}
      onClose={onClose}
      initialFocus={noteRef}
      finalFocus={finalFocus}
      footer={
        <>
          <Button
            type="submit"
            form={`${id}-form`}
            colorPalette="red"
            disabled={busy}
            data-part="return-confirm"
          >
            退回
          </Button>
          <Button variant="outline" onClick={onClose} disabled={busy} data-part="return-cancel">
            取消
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate>
        <Text mb="3">將「{title}」退回給撰稿者。請寫下要修改的地方，撰稿者會在編輯畫面與工作台看到。</Text>
        <chakra.label htmlFor={`${id}-note`} display="block" fontWeight="bold" mb="1">
          退回原因（必填）
        </chakra.label>
        <textarea
          ref={noteRef}
          id={`${id}-note`}
          className={css.note}
          value={note}
          rows={5}
          required
          aria-required="true"
          aria-invalid={problem !== ''}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-part="return-note"
        />
        {problem && (
          <Text id={`${id}-problem`} role="alert" className={css.problem} mt="2" data-part="return-problem">
            {problem}
          </Text>
        )}
      </form>
    </DialogFrame>
  );
}
