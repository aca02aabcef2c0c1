import type { ChecklistFix, ChecklistLine, ChecklistState, SiteChecklist } from '../../shared/site-checklist';

/**
 * 政府網站檢核 as the screen shows it: each line's mark and state in words, the summary
 * 「11 項中 8 項已符合」, and a server setting's fix as a sentence (only whoever runs the server
 * can change it, so it is an instruction, not a link).
 */

/** ✓ for a line that is met; the others carry their state in words beside the mark. */
export const STATE_MARKS: Readonly<Record<ChecklistState, string>> = { ok: '✓', warning: '!', missing: '✗' };

export const STATE_WORDS: Readonly<Record<ChecklistState, string>> = {
  ok: '已符合',
  warning: '需注意',
  missing: '未符合',
};

export interface ChecklistLineView extends ChecklistLine {
  mark: string;
  stateText: string;
}

export interface ChecklistView {
  /** 「11 項中 8 項已符合」. */
  summary: string;
  /** 「2 項需注意、1 項未符合」, or null when every line is met. */
  detail: string | null;
  allMet: boolean;
  lines: ChecklistLineView[];
}

export function checklistView(checklist: SiteChecklist): ChecklistView {
  const count = (state: ChecklistState) => checklist.lines.filter((line) => line.state === state).length;
  const ok = count('ok');
  const open = (['missing', 'warning'] as const)
    .filter((state) => count(state) > 0)
    .map((state) => `${count(state)} 項${STATE_WORDS[state]}`);
  return {
    summary: `${checklist.lines.length} 項中 ${ok} 項已符合`,
    detail: open.length > 0 ? open.join('、') : null,
    allMet: ok === checklist.lines.length,
    lines: checklist.lines.map((line) => ({
      ...line,
      mark: STATE_MARKS[line.state],
      stateText: STATE_WORDS[line.state],
    })),
  };
}

/** A server setting's fix in words: 「請主機管理者設定 CAPTCHA_SECRET（說明：docs/deploy.md「Backups」）」. */
export function serverFixText(fix: Extract<ChecklistFix, { kind: 'server' }>): string {
  const action = fix.setting.startsWith('npm ') ? `執行 ${fix.setting}` : `設定 ${fix.setting}`;
  return `請主機管理者${action}（說明：${fix.doc}「${fix.section}」）`;
}
