import { Box, Button, chakra, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import type { SaveSiteSettingsOutcome } from '../../../application/site-settings/site-settings.use-case';
import {
  formOf,
  isDirty,
  type SiteSettingsField,
  type SiteSettingsForm,
  type SiteSettingsProblems,
} from '../../../domain/site-settings/site-settings-form';
import {
  SITE_SETTINGS_LIMITS,
  type ContactField,
  type FullSiteSettings,
} from '../../../shared/site-settings.schema';
import { useLoad } from '../../parts/use-load';
import css from '../accounts/admin.module.css';
import { SETTINGS_TEXTS as T } from './site-settings-texts';
import { useLeaveProtection } from './use-leave-protection';

interface FieldProps {
  id: string;
  label: string;
  help: string;
  problem: string | undefined;
  children: (describedBy: string, invalid: boolean) => ReactNode;
}

/** A labelled field with its help text and, when there is one, its problem below it. */
function Field({ id, label, help, problem, children }: FieldProps) {
  const describedBy = problem ? `${id}-help ${id}-error` : `${id}-help`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      {children(describedBy, Boolean(problem))}
      <Text id={`${id}-help`} color="fg.muted" mt="1" fontSize="sm">
        {help}
      </Text>
      {problem && (
        <Text id={`${id}-error`} color="red.700" mt="1" data-part="settings-error">
          {problem}
        </Text>
      )}
    </Box>
  );
}

/** A yes/no setting: a checkbox with its sentence beside it. */
function Switch({
  id,
  label,
  help,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box>
      <Stack direction="row" gap="2" align="center">
        <input
          id={id}
          type="checkbox"
          className={css.check}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-help`}
        />
        <chakra.label htmlFor={id} fontWeight="bold">
          {label}
        </chakra.label>
      </Stack>
      <Text id={`${id}-help`} color="fg.muted" mt="1" fontSize="sm">
        {help}
      </Text>
    </Box>
  );
}

const CONTACT_ORDER: ContactField[] = ['address', 'phone', 'fax', 'email', 'openingHours'];

/** The form over settings that have loaded; `onSaved` hands the committed settings on. */
function SettingsForm({
  kit,
  initial,
  onSaved,
}: {
  kit: AccountsKit;
  initial: FullSiteSettings;
  onSaved: (settings: FullSiteSettings) => void;
}) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<SiteSettingsForm>(() => formOf(initial));
  const [problems, setProblems] = useState<SiteSettingsProblems>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = isDirty(saved, form);
  useLeaveProtection(dirty);

  const set = (patch: Partial<SiteSettingsForm>) => setForm((current) => ({ ...current, ...patch }));
  const setContact = (field: ContactField, value: string) =>
    setForm((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  const fieldId = (field: SiteSettingsField) => `${id}-${field.replace('.', '-')}`;

  const land = (outcome: SaveSiteSettingsOutcome) => {
    setStatus(outcome.message);
    if (outcome.kind === 'saved') {
      setSaved(outcome.settings);
      setForm(formOf(outcome.settings));
      setProblems({});
      onSaved(outcome.settings);
      return;
    }
    const named = outcome.kind === 'invalid' || outcome.kind === 'failed' ? outcome.problems : {};
    setProblems(named);
    // The first field to fix takes the focus; what was typed stays.
    const first = Object.keys(named)[0] as SiteSettingsField | undefined;
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus(T.saving);
    try {
      land(await kit.saveSettings(saved, form));
    } finally {
      setSaving(false);
    }
  };

  return (
    <chakra.form ref={formRef} onSubmit={submit} noValidate data-part="site-settings-form">
      <Stack gap="8">
        <chakra.fieldset display="grid" gap="5">
          <chakra.legend fontWeight="bold" fontSize="xl" mb="3">
            {T.profile}
          </chakra.legend>
          <Field id={fieldId('title')} label={T.title} help={T.titleHelp} problem={problems.title}>
            {(describedBy, invalid) => (
              <Input
                id={fieldId('title')}
                value={form.title}
                required
                maxLength={SITE_SETTINGS_LIMITS.title}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set({ title: event.currentTarget.value })}
                minH="2.75rem"
                data-part="settings-title"
              />
            )}
          </Field>
          <Field id={fieldId('agency')} label={T.agency} help={T.agencyHelp} problem={problems.agency}>
            {(describedBy, invalid) => (
              <Input
                id={fieldId('agency')}
                value={form.agency}
                maxLength={SITE_SETTINGS_LIMITS.agency}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set({ agency: event.currentTarget.value })}
                minH="2.75rem"
                data-part="settings-agency"
              />
            )}
          </Field>
          <Field
            id={fieldId('description')}
            label={T.description}
            help={T.descriptionHelp}
            problem={problems.description}
          >
            {(describedBy, invalid) => (
              <Textarea
                id={fieldId('description')}
                value={form.description}
                rows={3}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set({ description: event.currentTarget.value })}
                data-part="settings-description"
              />
            )}
          </Field>
          <Field
            id={fieldId('keywords')}
            label={T.keywords}
            help={T.keywordsHelp}
            problem={problems.keywords}
          >
            {(describedBy, invalid) => (
              <Input
                id={fieldId('keywords')}
                value={form.keywords}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => set({ keywords: event.currentTarget.value })}
                minH="2.75rem"
                data-part="settings-keywords"
              />
            )}
          </Field>
        </chakra.fieldset>

        <chakra.fieldset display="grid" gap="5">
          <chakra.legend fontWeight="bold" fontSize="xl" mb="3">
            {T.publishing}
          </chakra.legend>
          <Switch
            id={fieldId('requireReview')}
            label={T.requireReview}
            help={T.requireReviewHelp}
            checked={form.requireReview}
            onChange={(requireReview) => set({ requireReview })}
          />
          <Switch
            id={fieldId('requireClassification')}
            label={T.requireClassification}
            help={T.requireClassificationHelp}
            checked={form.requireClassification}
            onChange={(requireClassification) => set({ requireClassification })}
          />
          <Switch
            id={fieldId('indexEditable')}
            label={T.indexEditable}
            help={T.indexEditableHelp}
            checked={form.indexEditable}
            onChange={(indexEditable) => set({ indexEditable })}
          />
          <Switch
            id={fieldId('pageFeedback')}
            label={T.pageFeedback}
            help={T.pageFeedbackHelp}
            checked={form.pageFeedback}
            onChange={(pageFeedback) => set({ pageFeedback })}
          />
        </chakra.fieldset>

        <chakra.fieldset display="grid" gap="2" aria-describedby={`${id}-calendar-help`}>
          <chakra.legend fontWeight="bold" fontSize="xl" mb="3">
            {T.calendar}
          </chakra.legend>
          {(['roc', 'gregorian'] as const).map((calendar) => (
            <Stack key={calendar} direction="row" gap="2" align="center">
              <input
                id={`${id}-calendar-${calendar}`}
                type="radio"
                name={`${id}-calendar`}
                className={css.check}
                checked={form.calendar === calendar}
                onChange={() => set({ calendar })}
              />
              <chakra.label htmlFor={`${id}-calendar-${calendar}`}>{T.calendars[calendar]}</chakra.label>
            </Stack>
          ))}
          <Text id={`${id}-calendar-help`} color="fg.muted" fontSize="sm">
            {T.calendarHelp}
          </Text>
        </chakra.fieldset>

        <chakra.fieldset display="grid" gap="5" aria-describedby={`${id}-contact-help`}>
          <chakra.legend fontWeight="bold" fontSize="xl" mb="3">
            {T.contact}
          </chakra.legend>
          <Text id={`${id}-contact-help`}>{T.contactHelp}</Text>
          {CONTACT_ORDER.map((field) => {
            const name = `contact.${field}` as const;
            const multiline = field === 'address' || field === 'openingHours';
            return (
              <Field
                key={field}
                id={fieldId(name)}
                label={T.contactFields[field].label}
                help={T.contactFields[field].help}
                problem={problems[name]}
              >
                {(describedBy, invalid) =>
                  multiline ? (
                    <Textarea
                      id={fieldId(name)}
                      value={form.contact[field]}
                      rows={2}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => setContact(field, event.currentTarget.value)}
                      data-part={`settings-${field}`}
                    />
                  ) : (
                    <Input
                      id={fieldId(name)}
                      type={
                        field === 'email' ? 'email' : field === 'phone' || field === 'fax' ? 'tel' : 'text'
                      }
                      value={form.contact[field]}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(event) => setContact(field, event.currentTarget.value)}
                      minH="2.75rem"
                      data-part={`settings-${field}`}
                    />
                  )
                }
              </Field>
            );
          })}
        </chakra.fieldset>

        <Stack direction="row" gap="4" align="center" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            minH="2.75rem"
            disabled={saving}
            data-part="settings-save"
          >
            {T.save}
          </Button>
          <Text role="status" aria-live="polite" data-part="settings-status">
            {status || (dirty ? T.unsaved : '')}
          </Text>
        </Stack>
      </Stack>
    </chakra.form>
  );
}

/**
 * 網站設定's form: the site's name, description and keywords, 送審 and 首頁可編排, 民國 or 西元,
 * and the contact details. The use cases decide and word the outcome; this renders it.
 */
export function SiteSettingsPanel({
  kit,
  onSaved,
}: {
  kit: AccountsKit;
  onSaved: (settings: FullSiteSettings) => void;
}) {
  const loaded = useLoad('site-settings', () => kit.loadSettings());
  if (loaded.status === 'loading') return <Text role="status">{T.loading}</Text>;
  if (loaded.status === 'failed' || !loaded.data)
    return (
      <Text role="alert" color="red.700">
        {T.loadFailed}
      </Text>
    );
  const outcome = loaded.data;
  if (outcome.kind !== 'loaded')
    return (
      <Stack gap="3" align="start">
        <Text role="alert" data-part="settings-refused">
          {outcome.message}
        </Text>
        {outcome.kind === 'failed' && (
          <Button variant="outline" onClick={loaded.retry}>
            {T.retry}
          </Button>
        )}
      </Stack>
    );
  return <SettingsForm kit={kit} initial={outcome.settings} onSaved={onSaved} />;
}
