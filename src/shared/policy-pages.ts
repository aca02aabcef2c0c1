export const POLICY_PAGES = [
  { path: 'privacy', title: '隱私權保護政策' },
  { path: 'security', title: '資訊安全政策' },
  { path: 'open-data-declaration', title: '政府網站資料開放宣告' },
] as const;
