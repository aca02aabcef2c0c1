import { Alert, Box, Button, chakra, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../../domain/errors/api-errors';
import type { MailboxDraft, MailboxLayoutProps } from '../layout-contract';
import {
  MAILBOX_FIELDS,
  MAILBOX_LIMITS,
  validateMailbox,
  type MailboxField,
  type MailboxProblems,
} from './mailbox-validation';

/** The draft is saved this long after the last keystroke, so typing does not write on every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

const EMPTY: MailboxDraft = { name: '', email: '', phone: '', subject: '', content: '' };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; serialNo: string }
  | { kind: 'network' }
  | { kind: 'failed'; message: string };

/** What arrives in the draft store may be partial; every field becomes a string. */
function initialValues(draft: MailboxDraft | null): MailboxDraft {
  if (!draft) return { ...EMPTY };
  return {
    name: draft.name ?? '',
    email: draft.email ?? '',
    phone: draft.phone ?? '',
    subject: draft.subject ?? '',
    content: draft.content ?? '',
  };
}

const hasText = (draft: MailboxDraft) => MAILBOX_FIELDS.some((field) => (draft[field] ?? '').trim() !== '');

/**
 * A failure with no answer from the server: the message may or may not have arrived, so the form
 * must not send it again by itself.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

/**
 * 民意信箱: the form with field checks shown next to each field, a draft kept while typing, the
 * captcha, and an honest account of what happened after sending. Nothing is sent while a field is
 * wrong, and a failed connection is never retried behind the visitor's back.
 */
export default function CmsMailboxList({ name, module, mailbox }: MailboxLayoutProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [restored] = useState(() => mailbox.loadDraft());
  const [values, setValues] = useState<MailboxDraft>(() => initialValues(restored));
  const [touched, setTouched] = useState<Partial<Record<MailboxField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<MailboxField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  // What the debounce has not written yet, so leaving the page within the delay loses nothing.
  const pendingDraft = useRef<MailboxDraft | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const problems: MailboxProblems = validateMailbox(values);

  useEffect(() => {
    if (!dirty) {
      pendingDraft.current = null;
      return;
    }
    pendingDraft.current = values;
    const timer = setTimeout(() => {
      mailbox.saveDraft(values);
      pendingDraft.current = null;
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, mailbox]);

  useEffect(
    () => () => {
      if (pendingDraft.current) mailbox.saveDraft(pendingDraft.current);
    },
    [mailbox],
  );

  useEffect(() => {
    if (outcome.kind === 'sent' || outcome.kind === 'network' || outcome.kind === 'failed')
      resultRef.current?.focus();
  }, [outcome.kind]);

  const change = (field: MailboxField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setDirty(true);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const messageFor = (field: MailboxField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = problems[field];
    if (!problem || !(submitted || touched[field])) return undefined;
    return t(`content.mailbox.errors.${problem.key}`, {
      field: t(`content.mailbox.${field}`),
      max: problem.max,
    });
  };

  const focusFirst = (fields: Iterable<MailboxField>) => {
    const wanted = new Set(fields);
    const first = MAILBOX_FIELDS.find((field) => wanted.has(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    setSubmitted(true);
    const wrong = Object.keys(problems) as MailboxField[];
    if (wrong.length > 0) {
      focusFirst(wrong);
      return;
    }
    // Stored before sending: if the answer never comes, the text is still there after a reload.
    mailbox.saveDraft(values);
    setOutcome({ kind: 'sending' });
    let token: string;
    try {
      token = await mailbox.captchaToken();
    } catch {
      setOutcome({ kind: 'failed', message: t('content.mailbox.errors.captcha') });
      return;
    }
    const phone = (values.phone ?? '').trim();
    try {
      const receipt = await mailbox.send({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject.trim(),
        content: values.content.trim(),
        'g-recaptcha-response': token,
      });
      setDirty(false);
      mailbox.clearDraft();
      setValues({ ...EMPTY });
      setTouched({});
      setSubmitted(false);
      setOutcome({ kind: 'sent', serialNo: receipt.serialNo });
    } catch (error) {
      // A captcha answer is good for one try, whatever happened.
      mailbox.resetCaptcha();
      if (isNetworkFailure(error)) {
        setOutcome({ kind: 'network' });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const known = Object.fromEntries(
          Object.entries(error.fields).filter(([field]) =>
            (MAILBOX_FIELDS as readonly string[]).includes(field),
          ),
        ) as Partial<Record<MailboxField, string>>;
        setServerErrors(known);
        const fields = Object.keys(known) as MailboxField[];
        if (fields.length > 0) {
          setOutcome({ kind: 'idle' });
          focusFirst(fields);
          return;
        }
      }
      const message = error instanceof Error && error.message ? error.message : String(error);
      setOutcome({ kind: 'failed', message: t('content.mailbox.errors.server', { message }) });
    }
  };

  const startOver = () => {
    setOutcome({ kind: 'idle' });
    mailbox.resetCaptcha();
  };

  const wrongCount = submitted
    ? Object.keys(problems).length + Object.keys(serverErrors).filter((f) => !(f in problems)).length
    : 0;
  const sending = outcome.kind === 'sending';

  const ids = (key: MailboxField) => ({
    errorText: `${formId}-${key}-error`,
    helperText: `${formId}-${key}-help`,
  });

  // The error is tied to its field with aria-describedby (read by every screen reader), not only
  // with aria-errormessage, which many still ignore.
  const field = (key: MailboxField, control: ReactNode, opts: { required: boolean; help?: string }) => {
    const message = messageFor(key);
    return (
      <Field.Root invalid={Boolean(message)} required={opts.required} ids={ids(key)} data-field={key}>
        <Field.Label>
          {t(`content.mailbox.${key}`)}
          <Text
            as="span"
            fontSize="sm"
            fontWeight="normal"
            color={opts.required ? 'fg.error' : 'fg.muted'}
            ms="2"
          >
            （{t(opts.required ? 'content.mailbox.required' : 'content.mailbox.optional')}）
          </Text>
        </Field.Label>
        {control}
        {opts.help && !message && <Field.HelperText color="fg.muted">{opts.help}</Field.HelperText>}
        {message && <Field.ErrorText color="fg.error">{message}</Field.ErrorText>}
      </Field.Root>
    );
  };

  const inputProps = (key: MailboxField) => ({
    name: key,
    'aria-describedby': messageFor(key) ? ids(key).errorText : ids(key).helperText,
    'aria-invalid': messageFor(key) ? true : undefined,
    value: values[key] ?? '',
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    onBlur: () => setTouched((prev) => ({ ...prev, [key]: true })),
    bg: 'bg',
  });

  if (outcome.kind === 'sent') {
    return (
      <Box as="section" data-layout={name} aria-labelledby={`${formId}-heading`}>
        <Heading as="h1" id={`${formId}-heading`} fontSize={{ base: '2xl', md: '3xl' }} mb="6">
          {module.title}
        </Heading>
        <Box
          ref={resultRef}
          tabIndex={-1}
          role="status"
          p="6"
          borderRadius="md"
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border.success"
          data-part="mailbox-success"
        >
          <Heading as="h2" fontSize="xl" color="fg.success" mb="2">
            {t('content.mailbox.success.title')}
          </Heading>
          <Text fontSize="lg" fontWeight="bold">
            {t('content.mailbox.success.serial', { serialNo: outcome.serialNo })}
          </Text>
          <Text mt="2">{t('content.mailbox.success.note')}</Text>
          <Button mt="4" variant="outline" onClick={startOver}>
            {t('content.mailbox.success.again')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box as="section" data-layout={name} aria-labelledby={`${formId}-heading`}>
      <Heading as="h1" id={`${formId}-heading`} fontSize={{ base: '2xl', md: '3xl' }} mb="4">
        {module.title}
      </Heading>
      <Text mb="2">{t('content.mailbox.intro')}</Text>
      <Text fontSize="sm" color="fg.muted" mb="6">
        {restored && hasText(initialValues(restored))
          ? t('content.mailbox.draftRestored')
          : t('content.mailbox.draftSaved')}
      </Text>

      {(outcome.kind === 'network' || outcome.kind === 'failed') && (
        <Alert.Root
          ref={resultRef}
          tabIndex={-1}
          status={outcome.kind === 'network' ? 'warning' : 'error'}
          role="alert"
          mb="6"
          data-part="mailbox-failure"
        >
          <Alert.Indicator />
          <Alert.Description>
            {outcome.kind === 'network' ? t('content.mailbox.errors.network') : outcome.message}
          </Alert.Description>
        </Alert.Root>
      )}
      {wrongCount > 0 && (
        <Text role="alert" color="fg.error" mb="4" fontWeight="medium">
          {t('content.mailbox.errors.summary', { count: wrongCount })}
        </Text>
      )}

      <chakra.form
        ref={formRef}
        onSubmit={(e: FormEvent) => void submit(e)}
        noValidate
        aria-busy={sending || undefined}
      >
        <Stack gap="5" maxW="40rem">
          {field('name', <Input autoComplete="name" {...inputProps('name')} />, {
            required: true,
            help: t('content.mailbox.nameHelp'),
          })}
          {field(
            'email',
            <Input type="email" autoComplete="email" inputMode="email" {...inputProps('email')} />,
            {
              required: true,
              help: t('content.mailbox.emailHelp'),
            },
          )}
          {field('phone', <Input type="tel" autoComplete="tel" inputMode="tel" {...inputProps('phone')} />, {
            required: false,
            help: t('content.mailbox.phoneHelp'),
          })}
          {field('subject', <Input {...inputProps('subject')} />, {
            required: true,
            help: t('content.mailbox.subjectHelp'),
          })}
          {field('content', <Textarea rows={8} resize="vertical" {...inputProps('content')} />, {
            required: true,
            help: t('content.mailbox.contentHelp', {
              count: [...(values.content ?? '')].length,
              max: MAILBOX_LIMITS.content,
            }),
          })}
          {mailbox.captchaSlot && <Box data-part="captcha">{mailbox.captchaSlot}</Box>}
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              disabled={sending}
              loading={sending}
              loadingText={t('content.mailbox.sending')}
            >
              {t('content.mailbox.submit')}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}
