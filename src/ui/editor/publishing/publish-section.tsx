import type { PanelSectionProps } from '../section-props';

/** Publishing (issue 15): publish, unpublish and schedule, behind the accessibility gate. */
export function PublishSection(_props: PanelSectionProps) {
  return null;
}
