import { formatClientTime } from '../../../domain/time/client-time-format';
import { EDITABLE_KINDS, fieldsFor } from '../../../domain/editing/content-fields';

/** The zh-TW name of a revision's or an audit line's action; an unknown one shows as sent. */
const ACTIONS: Record<string, string> = {
  create: '建立',
  save: '暫存',
  restore: '還原',
  publish: '發布',
  unpublish: '取消發布',
  'publish.schedule': '排定發布',
  'publish.scheduled': '排程發布',
  'unpublish.schedule': '排定取消發布',
  'unpublish.scheduled': '排程取消發布',
  'schedule.cancel': '取消排程',
  delete: '移到回收桶',
  'trash.restore': '從回收桶還原',
  'lock.takeover': '接手編輯',
  'settings.update': '更新設定',
  'file.upload': '上傳檔案',
};

export const actionText = (action: string): string => ACTIONS[action] ?? action;

/** `2026-11-23 10:32` in Taiwan, from an ISO time of the server. */
export function taipeiDateTime(iso: string): string {
  return formatClientTime(Date.parse(iso)).slice(0, 16);
}

const LABELS = new Map<string, string>();
for (const kind of EDITABLE_KINDS)
  for (const field of fieldsFor(kind)) if (!LABELS.has(field.name)) LABELS.set(field.name, field.label);

/** The zh-TW label of a field path (`images[1].alt` → 圖片); the path itself when unknown. */
export function fieldLabel(path: string): string {
  const name = path.split(/[.[]/)[0] ?? path;
  return LABELS.get(name) ?? path;
}
