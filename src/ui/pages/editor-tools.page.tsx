import { Box, Button, chakra, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { canDelete, canRead, canWrite, type Rights } from '../../domain/rights/rights';
import { menuPages } from '../editor/menu-pages';
import { EditorDashboard } from '../editor/dashboard/editor-dashboard';
import { SiteFrame } from '../site-frame/site-frame';

/** How many GETs the connection test sends at once. */
export const BURST_SIZE = 5;

type RightsView =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; rights: Rights } | { status: 'failed' };

/**
 * 編輯者工具 (guarded): who is logged in, the dashboard (a module's documents and trash, the links
 * to the site-wide editors), the rights on a chosen page (`GET /backend/rights/{path}`
 * read through the core's rights policy), and a connection test that sends several authenticated
 * GETs at once, which is what an expired token meets in real use.
 */
export function EditorToolsPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { content, stores } = useServices();
  const name = useStore(stores.session, (s) => s.accountName);
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const pages = useMemo(() => menuPages(menu), [menu]);
  const [chosen, setChosen] = useState('');
  const path = chosen || pages[0]?.path || '';
  const [rights, setRights] = useState<RightsView>({ status: 'idle' });
  const [burst, setBurst] = useState<{ running: boolean; ok: number; failed: number } | null>(null);
  const selectId = useId();

  const checkRights = async () => {
    if (!path) return;
    setRights({ status: 'loading' });
    try {
      setRights({ status: 'ready', rights: await content.rights(path) });
    } catch {
      // The error policy has already shown what went wrong.
      setRights({ status: 'failed' });
    }
  };

  const runBurst = async () => {
    setBurst({ running: true, ok: 0, failed: 0 });
    const targets = Array.from(
      { length: BURST_SIZE },
      (_, i) => pages[i % Math.max(pages.length, 1)]?.path ?? 'home',
    );
    const results = await Promise.allSettled(targets.map((target) => content.rights(target)));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    setBurst({ running: false, ok, failed: results.length - ok });
  };

  const yesNo = (allowed: boolean) => (allowed ? t('app.editor.allowed') : t('app.editor.denied'));

  return (
    <SiteFrame lang={lang} title={t('app.editor.title')} crumb={t('app.editor.title')} sidebar={false}>
      <Stack gap="8" data-page="editor-tools">
        <Box>
          <Heading as="h1" size="2xl" mb="3">
            {t('app.editor.title')}
          </Heading>
          <Text>
            {t('app.editor.account')}：<chakra.span data-part="editor-account">{name ?? ''}</chakra.span>
          </Text>
        </Box>

        <EditorDashboard lang={lang} pages={pages} />

        <Box as="section" aria-labelledby={`${selectId}-rights`}>
          <Heading as="h2" size="lg" mb="3" id={`${selectId}-rights`}>
            {t('app.editor.rightsHeading')}
          </Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
            <Box>
              <chakra.label htmlFor={selectId} display="block" fontWeight="bold" mb="1">
                {t('app.editor.pageLabel')}
              </chakra.label>
              <NativeSelect.Root minW="14rem">
                <NativeSelect.Field
                  id={selectId}
                  value={path}
                  onChange={(e) => setChosen(e.currentTarget.value)}
                  minH="2.75rem"
                >
                  {pages.map((p) => (
                    <option key={p.path} value={p.path}>
                      {p.title}（{p.path}）
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <Button
              onClick={() => void checkRights()}
              disabled={!path || rights.status === 'loading'}
              minH="2.75rem"
            >
              {rights.status === 'loading' ? t('app.editor.checking') : t('app.editor.checkRights')}
            </Button>
          </Stack>
          <Box aria-live="polite" mt="3" data-part="editor-rights">
            {rights.status === 'ready' && (
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3">
                <dt>{t('app.editor.read')}</dt>
                <dd data-right="r">{yesNo(canRead(rights.rights))}</dd>
                <dt>{t('app.editor.write')}</dt>
                <dd data-right="w">{yesNo(canWrite(rights.rights))}</dd>
                <dt>{t('app.editor.delete')}</dt>
                <dd data-right="d">{yesNo(canDelete(rights.rights))}</dd>
              </chakra.dl>
            )}
            {rights.status === 'failed' && <Text color="red.700">{t('app.editor.rightsFailed')}</Text>}
          </Box>
        </Box>

        <Box as="section" aria-labelledby={`${selectId}-burst`}>
          <Heading as="h2" size="lg" mb="3" id={`${selectId}-burst`}>
            {t('app.editor.burstHeading')}
          </Heading>
          <Text mb="3">{t('app.editor.burstHelp')}</Text>
          <Button
            onClick={() => void runBurst()}
            disabled={burst?.running === true}
            minH="2.75rem"
            data-part="editor-burst"
          >
            {t('app.editor.burst', { count: BURST_SIZE })}
          </Button>
          <Text aria-live="polite" mt="3" data-part="editor-burst-result">
            {burst === null
              ? ''
              : burst.running
                ? t('app.editor.burstRunning')
                : t('app.editor.burstResult', { ok: burst.ok, failed: burst.failed })}
          </Text>
        </Box>
      </Stack>
    </SiteFrame>
  );
}
