import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewSiteProblems } from '../../../domain/sites/site-policy';
import { siteName } from '../../../domain/sites/site-policy';
import type { SitesKit } from '../../../application/sites/manage-sites.use-case';
import type { SiteSummary } from '../../../shared/sites.types';
import { DialogFrame, FormDialogButtons } from '../../feedback/dialog-frame';
import { SiteField } from './site-field';
import css from '../accounts/admin.module.css';

export interface NewSiteDialogProps {
  kit: SitesKit;
  /** The sites a new one may copy its structure and chrome from. */
  sites: readonly SiteSummary[];
  onCreated: (site: SiteSummary) => void;
  onClose: () => void;
}

const FIELD_ORDER = ['code', 'name', 'host', 'aliases', 'copyFrom'] as const;

/** 新增網站: its code, name and addresses, and whether it starts empty or as a copy of another's structure. */
export function NewSiteDialog({ kit, sites, onCreated, onClose }: NewSiteDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [host, setHost] = useState('');
  const [aliases, setAliases] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const [problems, setProblems] = useState<NewSiteProblems>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const outcome = await kit.create({ code, name, host, aliases, copyFrom });
    setBusy(false);
    if (outcome.kind === 'created') {
      onCreated(outcome.site);
      return;
    }
    setProblems(outcome.problems);
    if (outcome.kind === 'failed' && Object.keys(outcome.problems).length === 0) setMessage(outcome.message);
    // The first field to fix takes focus, so its message is read with it.
    const wrong = FIELD_ORDER.find((field) => outcome.problems[field]);
    if (wrong) document.getElementById(`${id}-${wrong}`)?.focus();
  };

  return (
    <DialogFrame
      open
      title={t('admin.sites.add')}
      part="site-dialog"
      scroll="inside"
      onClose={onClose}
      initialFocus={first}
      footer={
        <FormDialogButtons
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          cancelLabel={t('admin.sites.cancel')}
          submitLabel={t('admin.sites.create')}
          busyLabel={t('admin.sites.creating')}
          part="site-submit"
        />
      }
    >
      <chakra.form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <SiteField
            id={`${id}-code`}
            inputRef={first}
            label={t('admin.sites.field.code')}
            help={t('admin.sites.field.codeHelp')}
            value={code}
            onChange={setCode}
            error={problems.code}
            required
            part="site-field-code"
          />
          <SiteField
            id={`${id}-name`}
            label={t('admin.sites.field.name')}
            value={name}
            onChange={setName}
            error={problems.name}
            required
            part="site-field-name"
          />
          <SiteField
            id={`${id}-host`}
            label={t('admin.sites.field.host')}
            help={t('admin.sites.field.hostHelp')}
            value={host}
            onChange={setHost}
            error={problems.host}
            required
            part="site-field-host"
          />
          <SiteField
            id={`${id}-aliases`}
            label={t('admin.sites.field.aliases')}
            help={t('admin.sites.field.aliasesHelp')}
            value={aliases}
            onChange={setAliases}
            error={problems.aliases}
            multiline
            part="site-field-aliases"
          />
          <chakra.fieldset
            border="0"
            p="0"
            m="0"
            aria-describedby={problems.copyFrom ? `${id}-copyFrom-error` : undefined}
          >
            <chakra.legend fontWeight="bold" mb="2">
              {t('admin.sites.field.start')}
            </chakra.legend>
            <Stack gap="2">
              {[{ code: '', label: t('admin.sites.field.empty') }]
                .concat(
                  sites.map((site) => ({
                    code: site.code,
                    label: t('admin.sites.field.copyOf', { name: siteName(site) }),
                  })),
                )
                .map((choice, index) => (
                  <chakra.label
                    key={choice.code}
                    display="flex"
                    gap="2"
                    alignItems="flex-start"
                    minH="2.75rem"
                  >
                    <input
                      type="radio"
                      className={css.check}
                      name={`${id}-start`}
                      id={index === 0 ? `${id}-copyFrom` : undefined}
                      value={choice.code}
                      checked={copyFrom === choice.code}
                      onChange={() => setCopyFrom(choice.code)}
                      data-part="site-start"
                      data-copy={choice.code}
                    />
                    <span>{choice.label}</span>
                  </chakra.label>
                ))}
            </Stack>
            {problems.copyFrom && (
              <Text id={`${id}-copyFrom-error`} color="red.700" mt="1">
                {problems.copyFrom}
              </Text>
            )}
          </chakra.fieldset>
          {message && (
            <Text role="alert" color="red.700" data-part="site-error">
              {message}
            </Text>
          )}
        </Stack>
      </chakra.form>
    </DialogFrame>
  );
}
