import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RIGHT_EXPLANATIONS,
  RIGHT_NAMES,
  RIGHT_WORDS,
  MODULE_RIGHTS_LATER,
  onlySiteWide,
  RIGHTS_RULE,
  toggleRight,
  type RightsRow,
} from '../../../domain/accounts/account-rights';
import css from './admin.module.css';
import tableCss from '../parts/staff-table.module.css';

export interface RightsEditorProps {
  rows: readonly RightsRow[];
  onChange: (rows: RightsRow[]) => void;
  disabled?: boolean;
}

/**
 * Rights per path: `*` (全站) and each of the menu's module paths, each with 檢視, 編輯, 刪除 and
 * 發布, every right explained in words above the grid. Native checkboxes, so Space toggles and Tab walks.
 */
export function RightsEditor({ rows, onChange, disabled = false }: RightsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" aria-describedby={`${id}-rule`}>
      <Box as="legend" fontWeight="bold" px="1">
        {t('admin.accounts.rights.legend')}
      </Box>
      <ul className={css.explanations} data-part="rights-explanations">
        {RIGHT_NAMES.map((right) => (
          <li key={right}>{RIGHT_EXPLANATIONS[right]}</li>
        ))}
      </ul>
      <Text id={`${id}-rule`} mt="2" fontSize="sm">
        {RIGHTS_RULE}
      </Text>
      {onlySiteWide(rows) && (
        <Text mt="2" fontSize="sm" data-part="rights-modules-later">
          {MODULE_RIGHTS_LATER}
        </Text>
      )}
      <div className={tableCss.tableWrap}>
        <table className={tableCss.table} data-part="rights-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.accounts.rights.path')}</th>
              {RIGHT_NAMES.map((right) => (
                <th scope="col" key={right}>
                  {RIGHT_WORDS[right]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path} data-part="rights-row" data-path={row.path}>
                <th scope="row">
                  {row.title}
                  {row.title !== row.path && (
                    <Text as="span" color="fg.muted">
                      （{row.path}）
                    </Text>
                  )}
                </th>
                {RIGHT_NAMES.map((right) => (
                  <td key={right}>
                    <input
                      type="checkbox"
                      className={css.check}
                      name={right}
                      checked={row[right]}
                      disabled={disabled}
                      aria-label={t('admin.accounts.rights.checkbox', {
                        path: row.title,
                        right: RIGHT_WORDS[right],
                      })}
                      onChange={(e) => onChange(toggleRight(rows, row.path, right, e.currentTarget.checked))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}

/** The 網站管理者 checkbox with its explanation: the same in 新增帳號 and 編輯帳號. */
export function AdminField({
  id,
  checked,
  onChange,
  inputRef,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Stack direction="row" gap="2" align="center">
        <input
          ref={inputRef}
          id={`${id}-admin`}
          type="checkbox"
          className={css.check}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={`${id}-admin-help`}
          data-part="account-field-admin"
        />
        <chakra.label htmlFor={`${id}-admin`} fontWeight="bold">
          {t('admin.accounts.field.admin')}
        </chakra.label>
      </Stack>
      <Text id={`${id}-admin-help`} fontSize="sm" mt="1">
        {t('admin.accounts.field.adminHelp')}
      </Text>
    </Box>
  );
}
