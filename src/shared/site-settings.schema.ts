import * as v from 'valibot';
import type { SiteSettings } from './authoring.schema';
import { checkBody, type Check } from './authoring.schema';

/**
 * 網站設定: what an administrator sets for the whole site on one screen, and the rules its fields
 * keep, one schema for the screen (the client core checks before saving) and for the server (the
 * PUT answers 400 with the same zh-TW `fields`). Pure: imports nothing from Node, the server or the
 * client.
 */

/** How dates are written: 民國 (`roc`) or 西元 (`gregorian`). */
export type Calendar = 'roc' | 'gregorian';

/** The site's contact details, as the footer and the contact block show them; "" is not given. */
export interface SiteContact {
  address: string;
  phone: string;
  fax: string;
  email: string;
  openingHours: string;
}

export const CONTACT_FIELDS = ['address', 'phone', 'fax', 'email', 'openingHours'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The site's name and description as visitors and search engines see them. */
export interface SiteProfile {
  title: string;
  /** 機關名稱: empty where the site's name says it (src/shared/api-types.ts, SiteMetadata). */
  agency: string;
  description: string;
  keywords: string[];
  calendar: Calendar;
  /** **ext** 頁面回饋: 「這個頁面對您有幫助嗎？」 at the foot of items and single pages. */
  pageFeedback: boolean;
  contact: SiteContact;
}

/** `GET /backend/site/settings`: the switches and, **ext**, the profile. */
export type FullSiteSettings = SiteSettings & SiteProfile;

/** A PUT names what it changes; the contact's fields left out keep their values too. */
export type SiteSettingsUpdate = Partial<SiteSettings & Omit<SiteProfile, 'contact'>> & {
  contact?: Partial<SiteContact>;
};

export const SITE_SETTINGS_LIMITS = {
  title: 100,
  agency: 100,
  description: 300,
  keywords: 20,
  keyword: 30,
  address: 200,
  phone: 30,
  fax: 30,
  email: 254,
  openingHours: 500,
} as const;

/** zh-TW names of the fields, as the screen labels them and the server's messages name them. */
export const SITE_SETTINGS_LABELS = {
  title: '網站名稱',
  agency: '機關名稱',
  description: '網站簡介',
  keywords: '關鍵字',
  requireReview: '發布前需送審',
  requireClassification: '發布前需填分類檢索',
  indexEditable: '首頁可編排',
  calendar: '日期格式',
  pageFeedback: '頁面回饋「這個頁面對您有幫助嗎？」',
  address: '地址',
  phone: '電話',
  fax: '傳真',
  email: '電子郵件',
  openingHours: '開放時間',
} as const;

/** Phone and fax as written in Taiwan (the mailbox's rule): `(02) 2345-6789 #12`, `0912-345-678`. */
const TAIWAN_PHONE = /^(\+\d{1,3}[ -]?)?(\(\d{1,4}\)[ -]?)?\d[\d -]{4,}\d( ?# ?\d{1,6})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (label: string, max: number) =>
  v.pipe(v.string(`${label}必須是文字`), v.maxLength(max, `${label}不可超過 ${max} 個字`));

const phone = (label: string, max: number) =>
  v.pipe(
    text(label, max),
    v.check(
      (value) => value.trim() === '' || TAIWAN_PHONE.test(value.trim()),
      `${label}格式不正確，例如 (02) 2345-6789 或 0912-345-678`,
    ),
  );

const { title, description, keywords, keyword } = SITE_SETTINGS_LIMITS;
const L = SITE_SETTINGS_LABELS;

const contactSchema = v.strictObject(
  {
    address: v.optional(text(L.address, SITE_SETTINGS_LIMITS.address)),
    phone: v.optional(phone(L.phone, SITE_SETTINGS_LIMITS.phone)),
    fax: v.optional(phone(L.fax, SITE_SETTINGS_LIMITS.fax)),
    email: v.optional(
      v.pipe(
        text(L.email, SITE_SETTINGS_LIMITS.email),
        v.check(
          (value) => value.trim() === '' || EMAIL.test(value.trim()),
          '電子郵件格式不正確，例如 service@example.gov.tw',
        ),
      ),
    ),
    openingHours: v.optional(text(L.openingHours, SITE_SETTINGS_LIMITS.openingHours)),
  },
  '聯絡資訊不接受這個欄位',
);

const updateSchema: v.GenericSchema<unknown, SiteSettingsUpdate> = v.pipe(
  v.strictObject(
    {
      indexEditable: v.optional(v.boolean(`${L.indexEditable}設定必須是是或否`)),
      requireReview: v.optional(v.boolean(`${L.requireReview}設定必須是是或否`)),
      requireClassification: v.optional(v.boolean(`${L.requireClassification}設定必須是是或否`)),
      title: v.optional(
        v.pipe(
          v.string(`${L.title}必須是文字`),
          v.regex(/\S/, `請填寫${L.title}`),
          v.maxLength(title, `${L.title}不可超過 ${title} 個字`),
        ),
      ),
      agency: v.optional(text(L.agency, SITE_SETTINGS_LIMITS.agency)),
      description: v.optional(text(L.description, description)),
      keywords: v.optional(
        v.pipe(
          v.array(
            v.pipe(
              v.string('每個關鍵字必須是文字'),
              v.regex(/\S/, '關鍵字不可空白'),
              v.maxLength(keyword, `每個關鍵字不可超過 ${keyword} 個字`),
            ),
            `${L.keywords}必須是清單`,
          ),
          v.maxLength(keywords, `${L.keywords}最多 ${keywords} 個`),
          v.check((list) => new Set(list.map((word) => word.trim())).size === list.length, '關鍵字重複了'),
        ),
      ),
      calendar: v.optional(v.picklist(['roc', 'gregorian'], `${L.calendar}只能是民國或西元`)),
      pageFeedback: v.optional(v.boolean('頁面回饋設定必須是是或否')),
      contact: v.optional(contactSchema),
    },
    '不接受的欄位',
  ),
  v.check((update) => Object.keys(update).length > 0, '請至少修改一項設定'),
);

/** `PUT /backend/site/settings`'s body, and the screen's check before it saves. */
export const siteSettingsSchema = updateSchema;

/** Checks an update with zh-TW messages per field (`contact.email`, `keywords`…). */
export function checkSiteSettings(input: unknown): Check<SiteSettingsUpdate> {
  return checkBody(updateSchema, input);
}

/** Text as it is kept: trimmed, keywords without blanks. */
export function normaliseUpdate(update: SiteSettingsUpdate): SiteSettingsUpdate {
  const out: SiteSettingsUpdate = { ...update };
  if (out.title !== undefined) out.title = out.title.trim();
  if (out.agency !== undefined) out.agency = out.agency.trim();
  if (out.description !== undefined) out.description = out.description.trim();
  if (out.keywords !== undefined) out.keywords = out.keywords.map((word) => word.trim());
  if (out.contact !== undefined) {
    const contact: Partial<SiteContact> = {};
    for (const field of CONTACT_FIELDS) {
      const value = out.contact[field];
      if (value !== undefined) contact[field] = value.trim();
    }
    out.contact = contact;
  }
  return out;
}

export const EMPTY_CONTACT: SiteContact = { address: '', phone: '', fax: '', email: '', openingHours: '' };
