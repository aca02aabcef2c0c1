import { Box, chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DocumentsPanel } from './documents-panel';
import { EditorLinks } from './editor-links';
import { TrashPanel } from './trash-panel';
import { useEditingKit } from './use-editing-kit';

export interface EditorDashboardProps {
  lang: string;
  /** The site's pages from its menu, the first one chosen at start. */
  pages: ReadonlyArray<{ path: string; title: string }>;
}

/**
 * The editor's dashboard (issue 15): a module's documents and its trash, and the way to the
 * site-wide editors. The editing kit loads as the editor's own chunk, as on a page in edit mode.
 */
export function EditorDashboard({ lang, pages }: EditorDashboardProps) {
  const kit = useEditingKit();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const path = chosen || pages[0]?.path || '';

  return (
    <Stack gap="8" data-part="editor-dashboard">
      <EditorLinks lang={lang} />
      <Box>
        <chakra.label htmlFor={`${id}-module`} display="block" fontWeight="bold" mb="1">
          模組
        </chakra.label>
        <NativeSelect.Root maxW="24rem">
          <NativeSelect.Field
            id={`${id}-module`}
            value={path}
            onChange={(e) => setChosen(e.currentTarget.value)}
            minH="2.75rem"
            data-part="dashboard-module"
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
      {kit === null ? (
        <Text role="status">載入編輯工具中…</Text>
      ) : (
        <>
          <DocumentsPanel kit={kit} lang={lang} path={path} />
          <TrashPanel kit={kit} path={path} />
        </>
      )}
    </Stack>
  );
}
