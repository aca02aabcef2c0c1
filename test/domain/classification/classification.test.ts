import * as v from 'valibot';
import { checkDocumentData } from '../../../src/shared/authoring.schema';
import {
  categoryTags,
  classificationFindings,
  classificationIn,
  CLASSIFICATION_TEXT,
  effectiveClassification,
  isClassified,
  serviceChoiceLabel,
  UNCLASSIFIED_CODE,
} from '../../../src/shared/classification/classification';
import {
  CLASSIFICATION_FORM_FIELDS,
  CLASSIFICATION_GROUP,
  fieldsFor,
  formSchemaFor,
} from '../../../src/domain/editing/content-fields';

const item = (extra: Record<string, unknown>) => ({ id: 'n1', title: '港口節', ...extra });
const settings = (info: Record<string, unknown>) => ({
  info: { moduleKey: 'cms-normal', templateKey: 'template-001', title: '最新消息', ...info },
  setting: {},
});

describe('分類檢索 codes in the shared schema', () => {
  it('takes a shipped 服務分類 code and typed 主題 and 施政分類 codes on an item, a page and a module', () => {
    const codes = { categoryTheme: '770', categoryCake: 'C21', categoryService: 'I00' };
    expect(checkDocumentData('item', item(codes)).ok).toBe(true);
    expect(checkDocumentData('page', item(codes)).ok).toBe(true);
    expect(checkDocumentData('settings', settings(codes)).ok).toBe(true);
    // Empty is none: a field cleared in the form stays valid.
    expect(checkDocumentData('item', item({ categoryTheme: '', categoryService: '' })).ok).toBe(true);
  });

  it('refuses a 服務分類 code the list does not have, in zh-TW', () => {
    expect(checkDocumentData('item', item({ categoryService: 'J00' }))).toEqual({
      ok: false,
      fields: { 'data.categoryService': CLASSIFICATION_TEXT.service },
    });
    expect(checkDocumentData('settings', settings({ categoryService: '生育保健' }))).toEqual({
      ok: false,
      fields: { 'data.info.categoryService': CLASSIFICATION_TEXT.service },
    });
  });

  it('checks typed codes by their shape: three capital letters or digits', () => {
    for (const bad of ['77', '7700', 'c21', '7 0', '<b>', '主題類'])
      expect(checkDocumentData('item', item({ categoryTheme: bad }))).toEqual({
        ok: false,
        fields: { 'data.categoryTheme': CLASSIFICATION_TEXT.theme },
      });
    expect(checkDocumentData('item', item({ categoryCake: 812 }))).toEqual({
      ok: false,
      fields: { 'data.categoryCake': '施政分類必須是文字' },
    });
    for (const good of ['610', 'C21', 'A5B'])
      expect(checkDocumentData('item', item({ categoryCake: good })).ok).toBe(true);
  });

  it('keeps the original platform’s unknown fields beside the codes', () => {
    const data = item({ categoryService: '100', legacyField: { keep: true } });
    const checked = checkDocumentData('item', data);
    expect(checked).toEqual({ ok: true, value: data });
  });
});

describe('the codes a page carries and the gate reads', () => {
  it('takes each code from the document, else from its module', () => {
    const module = { categoryTheme: '170', categoryService: 'A00', title: '消息' };
    expect(effectiveClassification({ categoryService: '100' }, module)).toEqual({
      categoryTheme: '170',
      categoryService: '100',
    });
    expect(effectiveClassification({ categoryService: '  ' }, undefined)).toEqual({});
    expect(classificationIn(['I00'])).toEqual({});
    expect(classificationIn({ categoryCake: 812 })).toEqual({});
  });

  it('writes the Category tags in the standard’s order, leaving out a code neither has', () => {
    expect(categoryTags({ categoryService: 'I00', categoryTheme: '770' })).toEqual([
      ['Category.Theme', '770'],
      ['Category.Service', 'I00'],
    ]);
    expect(categoryTags({})).toEqual([]);
  });

  it('warns of a document without any classification, and blocks it where the site requires one', () => {
    expect(classificationFindings({ title: '港口節' }, {}, false)).toEqual([
      {
        code: UNCLASSIFIED_CODE,
        severity: 'warning',
        field: 'categoryService',
        message: CLASSIFICATION_TEXT.missing,
      },
    ]);
    expect(classificationFindings({ title: '港口節' }, undefined, true)[0]?.severity).toBe('blocking');
    expect(classificationFindings({ categoryCake: 'C21' }, {}, true)).toEqual([]);
    // The module's default counts as the document's.
    expect(classificationFindings({}, { categoryService: 'I00' }, true)).toEqual([]);
    expect(isClassified({})).toBe(false);
  });
});

describe('the editor’s 分類檢索 fields', () => {
  it('ends every kind’s form with the three fields under one heading, 服務分類 as a choice of named codes', () => {
    for (const kind of ['cms-normal', 'cms-single', 'cms-unknown'])
      expect(fieldsFor(kind).slice(-3)).toEqual(CLASSIFICATION_FORM_FIELDS);
    expect(CLASSIFICATION_FORM_FIELDS.map((field) => [field.label, field.kind, field.group])).toEqual([
      ['主題分類', 'text', CLASSIFICATION_GROUP],
      ['施政分類', 'text', CLASSIFICATION_GROUP],
      ['服務分類', 'select', CLASSIFICATION_GROUP],
    ]);
    const service = CLASSIFICATION_FORM_FIELDS[2]!;
    expect(service.options).toHaveLength(18);
    expect(service.options?.[0]).toEqual({ value: '100', label: '100 生育保健' });
    expect(service.options?.at(-1)).toEqual({ value: 'I00', label: 'I00 公共資訊' });
    expect(serviceChoiceLabel('Z99')).toBe('Z99');
    for (const field of CLASSIFICATION_FORM_FIELDS) expect(field.help).toContain('預設值');
  });

  it('checks the codes in the form with the server’s messages', () => {
    const result = v.safeParse(formSchemaFor('cms-normal'), {
      title: '港口節',
      publishDate: '2026-05-01',
      categoryTheme: '77',
      categoryService: 'J00',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.issues ?? []).map((issue) => [issue.path?.map((step) => step.key).join('.'), issue.message]),
    );
    expect(messages).toEqual({
      categoryTheme: CLASSIFICATION_TEXT.theme,
      categoryService: CLASSIFICATION_TEXT.service,
    });
  });
});
