import { SITE_SETTINGS_LABELS as L, SITE_SETTINGS_LIMITS as N } from '../../../shared/site-settings.schema';

/** 網站設定's words: the labels the shared schema's messages use, each with a sentence of help. */
export const SETTINGS_TEXTS = {
  title: L.title,
  agency: L.agency,
  heading: '網站設定',
  intro: '整個網站共用的名稱、簡介、發布流程、日期格式與聯絡資訊。儲存後立即套用到所有頁面。',
  loadingKit: '正在載入網站設定…',
  loading: '正在讀取網站設定…',
  loadFailed: '無法讀取網站設定，請重新整理頁面再試。',
  retry: '重試',
  profile: '網站名稱與簡介',
  titleHelp: `顯示在瀏覽器分頁、搜尋結果與首頁標題，最多 ${N.title} 個字。頁首上的名稱與標誌請在「頁首」編輯。`,
  description: L.description,
  agencyHelp: `網站所屬機關的全銜，例如：臨海鎮公所；頁面的詮釋資料（DC.Creator、DC.Publisher）與開放資料的「提供機關」會使用。留白時使用網站名稱。最多 ${N.agency} 個字。`,
  descriptionHelp: `一兩句話介紹網站，搜尋引擎與分享連結時會顯示，最多 ${N.description} 個字。`,
  keywords: L.keywords,
  keywordsHelp: `以頓號「、」或逗號分隔，例如：港口、工藝、文化資產；最多 ${N.keywords} 個。`,
  publishing: '發布流程',
  requireReview: L.requireReview,
  requireReviewHelp:
    '開啟後，沒有「發布」權限的撰稿者要先送審，經審核者核准後才會公開；關閉時，有撰寫權限即可直接發布。',
  requireClassification: L.requireClassification,
  requireClassificationHelp:
    '開啟後，內容項目與單頁須填寫分類檢索（主題分類、施政分類或服務分類至少一項，或其單元已有預設值）才能發布；關閉時只會提醒。',
  indexEditable: L.indexEditable,
  indexEditableHelp: '開啟後，編輯者可以調整首頁與主題頁的區塊；網站完成後可關閉，避免首頁被誤改。',
  calendar: L.calendar,
  pageFeedback: L.pageFeedback,
  pageFeedbackHelp:
    '開啟後，每則內容與單一頁面的最後會請訪客回答「是」或「否」並可留下意見；不收集個人資料。',
  calendarHelp: '網站上所有日期的寫法。',
  calendars: { roc: '民國（例如 民國115年11月22日）', gregorian: '西元（例如 2026年11月22日）' },
  contact: '聯絡資訊',
  contactHelp: '顯示在每頁的頁尾與首頁的「聯絡我們」區塊；留白的項目不會顯示。',
  contactFields: {
    address: { label: L.address, help: `最多 ${N.address} 個字。首頁的聯絡區塊會附上地圖連結。` },
    phone: { label: L.phone, help: '例如 (02) 2345-6789 #12 或 0912-345-678。' },
    fax: { label: L.fax, help: '例如 (02) 2345-6790。' },
    email: { label: L.email, help: '民眾點「寫信給我們」時使用的地址，例如 service@example.gov.tw。' },
    openingHours: {
      label: L.openingHours,
      help: `可以分行，例如「週二至週日 9:00–17:00，週一休館」。最多 ${N.openingHours} 個字。`,
    },
  },
  save: '儲存設定',
  saving: '正在儲存…',
  unsaved: '有尚未儲存的變更。',
  leave: {
    title: '尚未儲存',
    message: '網站設定有尚未儲存的變更，離開後將會遺失。確定要離開嗎？',
    action: '離開不儲存',
  },
} as const;
