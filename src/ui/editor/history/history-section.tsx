import type { PanelSectionProps } from '../section-props';

/** The document's history (issue 15): revisions with their difference, restore, the audit trail. */
export function HistorySection(_props: PanelSectionProps) {
  return null;
}
