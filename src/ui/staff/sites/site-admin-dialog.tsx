import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitesKit } from '../../../application/sites/manage-sites.use-case';
import { siteName, type SiteAdministratorProblems } from '../../../domain/sites/site-policy';
import type { SiteSummary } from '../../../shared/sites.types';
import { DialogFrame, FormDialogButtons } from '../../feedback/dialog-frame';
import { OneTimePassword } from '../accounts/one-time-password';
import { SiteField } from './site-field';

export interface SiteAdminDialogProps {
  kit: SitesKit;
  site: SiteSummary;
  onGiven: (site: SiteSummary, message: string) => void;
  onClose: () => void;
}

const FIELD_ORDER = ['account', 'displayName', 'email'] as const;

/**
 * 指定網站管理者: an account of the platform joins the site, or a new one is made there; a new
 * account's one-time password is then shown once, until 完成.
 */
export function SiteAdminDialog({ kit, site, onGiven, onClose }: SiteAdminDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<SiteAdministratorProblems>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [given, setGiven] = useState<{ message: string; password?: string } | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const outcome = await kit.giveAdministrator(site, { account, displayName, email });
    setBusy(false);
    if (outcome.kind === 'given') {
      onGiven(outcome.site, outcome.message);
      setGiven({
        message: outcome.message,
        ...(outcome.initialPassword === undefined ? {} : { password: outcome.initialPassword }),
      });
      return;
    }
    setProblems(outcome.problems);
    if (outcome.kind === 'failed' && Object.keys(outcome.problems).length === 0) setMessage(outcome.message);
    const wrong = FIELD_ORDER.find((field) => outcome.problems[field]);
    if (wrong) document.getElementById(`${id}-${wrong}`)?.focus();
  };

  return (
    <DialogFrame
      open
      title={t('admin.sites.giveAdminTitle', { name: siteName(site) })}
      part="site-admin-dialog"
      scroll="inside"
      dismissible={given === null}
      onClose={onClose}
      initialFocus={given === null ? first : done}
      footer={
        given === null ? (
          <FormDialogButtons
            formId={`${id}-form`}
            busy={busy}
            onCancel={onClose}
            cancelLabel={t('admin.sites.cancel')}
            submitLabel={t('admin.sites.give')}
            busyLabel={t('admin.sites.giving')}
            part="site-admin-submit"
          />
        ) : (
          <Button
            ref={done}
            colorPalette="brand"
            minH="2.75rem"
            onClick={onClose}
            data-part="site-admin-done"
          >
            {t('admin.sites.done')}
          </Button>
        )
      }
    >
      {given === null ? (
        <chakra.form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <SiteField
              id={`${id}-account`}
              inputRef={first}
              label={t('admin.sites.field.account')}
              help={t('admin.sites.field.accountHelp')}
              value={account}
              onChange={setAccount}
              error={problems.account}
              required
              part="site-admin-account"
            />
            <SiteField
              id={`${id}-displayName`}
              label={t('admin.sites.field.displayName')}
              value={displayName}
              onChange={setDisplayName}
              error={problems.displayName}
              part="site-admin-display"
            />
            <SiteField
              id={`${id}-email`}
              type="email"
              label={t('admin.sites.field.email')}
              value={email}
              onChange={setEmail}
              error={problems.email}
              part="site-admin-email"
            />
            {message && (
              <Text role="alert" color="red.700" data-part="site-admin-error">
                {message}
              </Text>
            )}
          </Stack>
        </chakra.form>
      ) : (
        <Stack gap="3" data-part="site-admin-given">
          <Text role="status">{given.message}</Text>
          {given.password !== undefined && (
            <OneTimePassword password={given.password} note={t('admin.sites.passwordOnce')} />
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
