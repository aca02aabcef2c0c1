import type { SiteFooter, SiteMetadata } from '../../shared/api-types';
import {
  checkSiteSettings,
  CONTACT_FIELDS,
  type Calendar,
  type ContactField,
  type FullSiteSettings,
  type SiteContact,
  type SiteSettingsUpdate,
} from '../../shared/site-settings.schema';

/** The screen's fields as typed: keywords are one line of text, separated by 、 or commas. */
export interface SiteSettingsForm {
  title: string;
  agency: string;
  description: string;
  keywords: string;
  requireReview: boolean;
  requireClassification: boolean;
  indexEditable: boolean;
  calendar: Calendar;
  pageFeedback: boolean;
  contact: SiteContact;
}

/** The form's field names, as the status line and the problems name them (`contact.email`). */
export type SiteSettingsField = Exclude<keyof SiteSettingsForm, 'contact'> | `contact.${ContactField}`;

export type SiteSettingsProblems = Partial<Record<SiteSettingsField, string>>;

/** How keywords are written on the screen: 、 between them. */
export const KEYWORD_SEPARATOR = '、';

/** The keywords of a line of text: split at 、 , ， ; ； or a line break, blanks dropped. */
export function keywordsOf(text: string): string[] {
  return text
    .split(/[、,，;；\n]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

export function formOf(settings: FullSiteSettings): SiteSettingsForm {
  return {
    title: settings.title,
    agency: settings.agency,
    description: settings.description,
    keywords: settings.keywords.join(KEYWORD_SEPARATOR),
    requireReview: settings.requireReview,
    requireClassification: settings.requireClassification,
    indexEditable: settings.indexEditable,
    calendar: settings.calendar,
    pageFeedback: settings.pageFeedback,
    contact: { ...settings.contact },
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, at) => word === b[at]);

/**
 * What the form changes from the settings it opened on, and nothing else: a save sends only that,
 * so a setting another administrator changed meanwhile is not put back. Text is compared trimmed,
 * as the server keeps it.
 */
export function changesOf(saved: FullSiteSettings, form: SiteSettingsForm): SiteSettingsUpdate {
  const update: SiteSettingsUpdate = {};
  if (form.title.trim() !== saved.title) update.title = form.title;
  if (form.agency.trim() !== saved.agency) update.agency = form.agency;
  if (form.description.trim() !== saved.description) update.description = form.description;
  const keywords = keywordsOf(form.keywords);
  if (!sameList(keywords, saved.keywords)) update.keywords = keywords;
  if (form.requireReview !== saved.requireReview) update.requireReview = form.requireReview;
  if (form.requireClassification !== saved.requireClassification)
    update.requireClassification = form.requireClassification;
  if (form.indexEditable !== saved.indexEditable) update.indexEditable = form.indexEditable;
  if (form.calendar !== saved.calendar) update.calendar = form.calendar;
  if (form.pageFeedback !== saved.pageFeedback) update.pageFeedback = form.pageFeedback;
  const contact: Partial<SiteContact> = {};
  for (const field of CONTACT_FIELDS)
    if (form.contact[field].trim() !== saved.contact[field]) contact[field] = form.contact[field];
  if (Object.keys(contact).length > 0) update.contact = contact;
  return update;
}

/** Whether leaving would lose something typed. */
export function isDirty(saved: FullSiteSettings, form: SiteSettingsForm): boolean {
  return Object.keys(changesOf(saved, form)).length > 0;
}

/** The 400's or the schema's messages, by the form's field names (`keywords.1` is `keywords`). */
export function problemsOf(fields: Readonly<Record<string, string>>): SiteSettingsProblems {
  const problems: SiteSettingsProblems = {};
  for (const [path, message] of Object.entries(fields)) {
    const [first, second] = path.split('.');
    const field = (first === 'contact' ? `contact.${second}` : first) as SiteSettingsField;
    problems[field] ??= message;
  }
  return problems;
}

/** The shared schema's check of what would be sent: the same rules the server holds. */
export function updateProblems(update: SiteSettingsUpdate): SiteSettingsProblems {
  const check = checkSiteSettings(update);
  return check.ok ? {} : problemsOf(check.fields);
}

/** The status line after a save: what changed, in a sentence. */
export function savedMessage(update: SiteSettingsUpdate): string {
  const visible = update.title !== undefined || update.description !== undefined;
  return visible ? '已儲存網站設定。網站名稱與簡介已套用到所有頁面。' : '已儲存網站設定。';
}

/**
 * The chrome this tab shows once settings are saved, as the server now serves it: the metadata's
 * name, description, keywords and calendar, and the footer with the contact details over its own
 * (an emptied one left out).
 */
export function chromeAfterSave(
  chrome: { footer: SiteFooter | null; metadata: SiteMetadata | null },
  settings: FullSiteSettings,
): { footer: SiteFooter | null; metadata: SiteMetadata } {
  let footer = chrome.footer;
  if (footer) {
    footer = { ...footer };
    for (const field of CONTACT_FIELDS) {
      if (settings.contact[field]) footer[field] = settings.contact[field];
      else delete footer[field];
    }
  }
  const metadata: SiteMetadata = {
    ...chrome.metadata,
    title: settings.title,
    agency: settings.agency,
    description: settings.description,
    keywords: settings.keywords,
    calendar: settings.calendar,
    pageFeedback: settings.pageFeedback,
  };
  return { footer, metadata };
}
