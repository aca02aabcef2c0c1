import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { ApiError } from './api-error';
import { ownValue } from '../../shared/own-key';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

/** zh-TW names of the inputs, as a visitor or editor knows them. */
const FIELD_LABELS: Record<string, string> = {
  name: '姓名',
  email: '電子郵件',
  phone: '電話',
  subject: '主旨',
  content: '內容',
  'g-recaptcha-response': '驗證碼',
  account: '帳號',
  password: '密碼',
  grant_type: '授權方式',
  otp: '兩步驟驗證碼',
  current: '目前的密碼',
  next: '新密碼',
  code: '兩步驟驗證碼',
  limit: '每頁筆數',
  offset: '起始位置',
  query: '查詢條件',
  'query.search': '搜尋字詞',
  'query.tag': '標籤',
  'query.year': '年份',
  sort: '排序欄位',
  order: '排序方向',
  path: '頁面路徑',
  id: '項目編號',
  status: '狀態碼',
};

/** Fields whose `pattern` means something a person can act on. */
const PATTERN_MESSAGES: Record<string, string> = {
  name: '請填寫姓名',
  subject: '請填寫主旨',
  content: '請填寫內容',
  phone: '電話只能包含數字、空格、「-」與「+」',
  path: '頁面路徑格式不正確',
  id: '項目編號格式不正確',
};

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  integer: '整數',
  number: '數字',
  boolean: '是或否',
  object: 'JSON 物件',
  array: '清單',
};

const PART_NAMES: Record<SchemaErrorDataVar, string> = {
  body: '請求內容',
  querystring: '查詢參數',
  params: '網址參數',
  headers: '標頭',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    segments.push(error.params.additionalProperty);
  }
  return segments.join('.');
}

function messageOf(error: FastifySchemaValidationError, field: string, part: SchemaErrorDataVar): string {
  const label = ownValue(FIELD_LABELS, field) ?? (field === '' ? PART_NAMES[part] : field);
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `請填寫${label}`;
    case 'type': {
      const type = String(error.params.type).split(',')[0] ?? '';
      const typeName = ownValue(TYPE_NAMES, type) ?? type;
      // zh-TW typesetting puts a space between Han characters and Latin words ("必須是 JSON 物件").
      return `${label}必須是${/^[A-Za-z]/.test(typeName) ? ' ' : ''}${typeName}`;
    }
    case 'minLength':
      return limit === 1 ? `請填寫${label}` : `${label}至少需要 ${String(limit)} 個字`;
    case 'maxLength':
      return `${label}不可超過 ${String(limit)} 個字`;
    case 'minimum':
      return `${label}不可小於 ${String(limit)}`;
    case 'maximum':
      return `${label}不可大於 ${String(limit)}`;
    case 'format':
      return error.params.format === 'email'
        ? `${label}格式不正確，例如 name@example.com`
        : `${label}格式不正確`;
    case 'pattern':
      return ownValue(PATTERN_MESSAGES, field) ?? `${label}格式不正確`;
    case 'enum': {
      const allowed = Array.isArray(error.params.allowedValues) ? error.params.allowedValues.map(String) : [];
      return `${label}必須是下列其中之一：${allowed.join('、')}`;
    }
    case 'additionalProperties':
      return `不接受的欄位：${field}`;
    default:
      return `${label}不正確`;
  }
}

/**
 * Fastify `schemaErrorFormatter`: turns every schema violation into one zh-TW message per field
 * (the first violation of a field wins), answered as 400 with `fields`.
 */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  part: SchemaErrorDataVar,
): ApiError {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const key = field === '' ? part : field;
    fields[key] ??= messageOf(error, field, part);
  }
  return new ApiError(400, `輸入資料有誤：${Object.values(fields).join('；')}`, fields);
}
