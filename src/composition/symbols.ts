/**
 * The identifiers of the composition root, one per service. Only src/composition binds and
 * resolves them; views receive the resolved services through `<ServicesProvider>`.
 */
export const TYPES = {
  AppConfig: Symbol.for('themesite.AppConfig'),
  // ports and their adapters
  Http: Symbol.for('themesite.Http'),
  LocalStorage: Symbol.for('themesite.LocalStorage'),
  SessionStorage: Symbol.for('themesite.SessionStorage'),
  Clock: Symbol.for('themesite.Clock'),
  Timers: Symbol.for('themesite.Timers'),
  Navigation: Symbol.for('themesite.Navigation'),
  Dialogs: Symbol.for('themesite.Dialogs'),
  DialogsStore: Symbol.for('themesite.DialogsStore'),
  Captcha: Symbol.for('themesite.Captcha'),
  Connectivity: Symbol.for('themesite.Connectivity'),
  // core
  Session: Symbol.for('themesite.Session'),
  SessionEndNotes: Symbol.for('themesite.SessionEndNotes'),
  Progress: Symbol.for('themesite.Progress'),
  ApiClient: Symbol.for('themesite.ApiClient'),
  Login: Symbol.for('themesite.Login'),
  Logout: Symbol.for('themesite.Logout'),
  SiteConfigLoader: Symbol.for('themesite.SiteConfigLoader'),
  Content: Symbol.for('themesite.Content'),
  ResolvePage: Symbol.for('themesite.ResolvePage'),
  VisitCounter: Symbol.for('themesite.VisitCounter'),
  MailboxForm: Symbol.for('themesite.MailboxForm'),
  Editing: Symbol.for('themesite.Editing'),
  Accounts: Symbol.for('themesite.Accounts'),
  Account: Symbol.for('themesite.Account'),
  Mailbox: Symbol.for('themesite.Mailbox'),
  Statistics: Symbol.for('themesite.Statistics'),
  CaseLookup: Symbol.for('themesite.CaseLookup'),
  // stores
  SessionStore: Symbol.for('themesite.SessionStore'),
  ProgressStore: Symbol.for('themesite.ProgressStore'),
  SiteConfigStore: Symbol.for('themesite.SiteConfigStore'),
  SiteChromeStore: Symbol.for('themesite.SiteChromeStore'),
  // the bundle handed to React
  Services: Symbol.for('themesite.Services'),
} as const;
