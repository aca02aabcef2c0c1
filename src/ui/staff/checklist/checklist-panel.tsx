import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import { serverFixText, type ChecklistLineView } from '../../../domain/checklist/checklist-view';
import { AppLink } from '../../parts/app-link';
import { useLoad } from '../../parts/use-load';
import { fixHref } from './checklist-links';
import css from './checklist.module.css';

/** One line: its mark and state, what is there or missing, and where to put it right. */
function Line({ lang, line }: { lang: string; line: ChecklistLineView }) {
  return (
    <chakra.li className={css.line} data-line={line.id} data-state={line.state}>
      <span className={css.mark} data-state={line.state} aria-hidden="true">
        {line.mark}
      </span>
      <Box minW="0">
        <Heading as="h2" size="md">
          {line.title}
          <span className={css.state}>（{line.stateText}）</span>
        </Heading>
        <Text mt="1">{line.text}</Text>
        {line.links.length > 0 && (
          <chakra.ul className={css.fixes} aria-label={`「${line.title}」的處理方式`}>
            {line.links.map((link) => {
              const href = fixHref(lang, link.fix);
              return (
                <li key={link.label}>
                  {href === null || link.fix.kind === 'server' ? (
                    <span data-part="server-fix">
                      {link.fix.kind === 'server' ? serverFixText(link.fix) : link.label}
                    </span>
                  ) : (
                    <AppLink href={href} data-part="fix-link">
                      {link.label}
                    </AppLink>
                  )}
                </li>
              );
            })}
          </chakra.ul>
        )}
      </Box>
    </chakra.li>
  );
}

/** 政府網站檢核's body: the summary, then one line per item, as the server decides them now. */
export function ChecklistPanel({ kit, lang }: { kit: AccountsKit; lang: string }) {
  const load = useLoad(kit, () => kit.loadChecklist());
  if (load.status === 'loading') return <Text role="status">正在檢核…</Text>;
  const outcome = load.status === 'ready' ? load.data : null;
  if (outcome === null || outcome.kind !== 'loaded')
    return (
      <Stack gap="3" align="start">
        <Text role="alert">{outcome?.message ?? '無法載入政府網站檢核，請稍後再試。'}</Text>
        {outcome?.kind !== 'refused' && (
          <Button variant="outline" onClick={load.retry}>
            重試
          </Button>
        )}
      </Stack>
    );
  const { view } = outcome;
  return (
    <Stack gap="5">
      <Box role="status" data-part="checklist-summary" className={css.summary}>
        <Text fontSize="lg" fontWeight="bold">
          {view.summary}
        </Text>
        {view.detail && <Text>{view.detail}</Text>}
      </Box>
      <chakra.ul className={css.lines} data-part="checklist-lines">
        {view.lines.map((line) => (
          <Line key={line.id} lang={lang} line={line} />
        ))}
      </chakra.ul>
      <Box>
        <Button variant="outline" onClick={load.retry} data-part="checklist-again">
          重新檢核
        </Button>
      </Box>
    </Stack>
  );
}
