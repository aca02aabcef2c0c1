import { Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SitesKit, SitesOutcome } from '../../../application/sites/manage-sites.use-case';
import {
  administratorsText,
  lastPublishText,
  mediaSpaceText,
  SITE_ACTION_TEXT,
  siteStatusText,
  siteAliasesText,
  siteName,
  siteOriginText,
  siteSwitch,
} from '../../../domain/sites/site-policy';
import type { SiteSummary } from '../../../shared/sites.types';
import { useLoad } from '../../parts/use-load';
import { UnlistedAnswer } from '../parts/unlisted-answer';
import { NewSiteDialog } from './new-site-dialog';
import { SiteAdminDialog } from './site-admin-dialog';
import css from '../accounts/admin.module.css';
import tableCss from '../parts/staff-table.module.css';

type OpenDialog = { kind: 'new' } | { kind: 'admin'; site: SiteSummary } | null;

/**
 * 網站列表's body: every site with its addresses, state, last publish, media space and
 * administrators; 新增網站, and each site's 指定網站管理者 and 停用 or 啟用. The use cases decide
 * (and ask before 停用); this view words their outcomes in the live region.
 */
export function SitesPanel({ kit }: { kit: SitesKit }) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useLoad(kit, () => kit.load());
  const [list, setList] = useState<{ from: SitesOutcome | undefined; sites: SiteSummary[] }>({
    from: undefined,
    sites: [],
  });
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A fresh answer replaces the list (state reset during render); actions then edit it in place.
  if (loaded.data !== list.from)
    setList({ from: loaded.data, sites: loaded.data?.kind === 'listed' ? loaded.data.sites : [] });
  const sites = list.sites;

  const replace = (site: SiteSummary) =>
    setList((l) => ({ ...l, sites: l.sites.map((one) => (one.code === site.code ? site : one)) }));

  const toggle = async (site: SiteSummary) => {
    setBusy(site.code);
    setAnnouncement('');
    try {
      const outcome = await kit.act(site, siteSwitch(site));
      if (outcome.kind === 'declined') return;
      setAnnouncement(outcome.message);
      if (outcome.kind === 'done') replace(outcome.site);
    } finally {
      setBusy(null);
    }
  };

  if (loaded.status !== 'ready' || loaded.data.kind !== 'listed')
    return <UnlistedAnswer loaded={loaded} part="sites" />;

  return (
    <Stack gap="4" data-part="sites-panel">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="3"
      >
        <Heading as="h2" size="lg" id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('admin.sites.caption')}
        </Heading>
        <Button
          colorPalette="brand"
          minH="2.75rem"
          onClick={() => setDialog({ kind: 'new' })}
          data-part="add-site"
        >
          {t('admin.sites.add')}
        </Button>
      </Stack>
      <Text role="status" aria-live="polite" data-part="sites-announcement">
        {announcement}
      </Text>
      <Text>{t('admin.sites.count', { count: sites.length })}</Text>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus. */}
      <div className={tableCss.tableWrap} role="region" aria-labelledby={`${id}-heading`} tabIndex={0}>
        <table className={tableCss.table} data-part="sites-table">
          <caption>{t('admin.sites.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.sites.columns.name')}</th>
              <th scope="col">{t('admin.sites.columns.code')}</th>
              <th scope="col">{t('admin.sites.columns.hosts')}</th>
              <th scope="col">{t('admin.sites.columns.status')}</th>
              <th scope="col">{t('admin.sites.columns.lastPublish')}</th>
              <th scope="col">{t('admin.sites.columns.media')}</th>
              <th scope="col">{t('admin.sites.columns.administrators')}</th>
              <th scope="col">{t('admin.sites.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => {
              const action = siteSwitch(site);
              const aliases = siteAliasesText(site);
              return (
                <tr key={site.code} data-part="site-row" data-site={site.code}>
                  <th scope="row">{siteName(site)}</th>
                  <td>{site.code}</td>
                  <td data-col="hosts">
                    {site.origin ? (
                      <chakra.a href={site.origin} textDecoration="underline">
                        {site.origin}
                      </chakra.a>
                    ) : (
                      siteOriginText(site)
                    )}
                    {aliases && <Text fontSize="sm">{aliases}</Text>}
                  </td>
                  <td data-col="status">{siteStatusText(site)}</td>
                  <td data-col="last-publish">{lastPublishText(site)}</td>
                  <td data-col="media">{mediaSpaceText(site)}</td>
                  <td data-col="administrators">{administratorsText(site)}</td>
                  <td>
                    {/* A removed site changes only by `restore`, on the server machine. */}
                    {site.purgeAt === null && (
                      <div className={css.actions}>
                        <Button
                          size="sm"
                          minH="2.75rem"
                          variant="subtle"
                          disabled={busy !== null}
                          onClick={() => setDialog({ kind: 'admin', site })}
                          aria-label={t('admin.sites.actionLabel', {
                            action: t('admin.sites.giveAdmin'),
                            name: siteName(site),
                          })}
                          data-part="site-action"
                          data-action="administrator"
                        >
                          {t('admin.sites.giveAdmin')}
                        </Button>
                        <Button
                          size="sm"
                          minH="2.75rem"
                          variant={action === 'disable' ? 'outline' : 'subtle'}
                          colorPalette={action === 'disable' ? 'red' : undefined}
                          disabled={busy !== null}
                          onClick={() => void toggle(site)}
                          aria-label={t('admin.sites.actionLabel', {
                            action: SITE_ACTION_TEXT[action],
                            name: siteName(site),
                          })}
                          data-part="site-action"
                          data-action={action}
                        >
                          {SITE_ACTION_TEXT[action]}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {dialog?.kind === 'new' && (
        <NewSiteDialog
          kit={kit}
          sites={sites}
          onCreated={(site) => {
            setList((l) => ({ ...l, sites: [...l.sites, site] }));
            // Read again: the default site may have kept the address it was reached by.
            loaded.retry();
            setAnnouncement(t('admin.sites.created', { name: `${siteName(site)}（${site.code}）` }));
            // The new site's next step is its administrator.
            setDialog({ kind: 'admin', site });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'admin' && (
        <SiteAdminDialog
          kit={kit}
          site={dialog.site}
          onGiven={(site, message) => {
            replace(site);
            setAnnouncement(message);
          }}
          onClose={() => {
            setDialog(null);
            heading.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
