import type { ApiClient } from '../../application/api/api-client';
import type { MailboxNotices } from '../../domain/content/content.port';
import type { CaseLookupSource } from '../../domain/mailbox/case-lookup';
import { API_PATHS } from '../../shared/api-paths';
import type { CaseLookupRequest, CaseStatus, MailboxNotice } from '../../shared/mailbox-case';

/**
 * **ext** The mailbox's answers to visitors: its 個人資料蒐集告知 and 案件查詢. Loaded with the
 * mailbox form's chunk and the 案件查詢 page's, never with a visitor's first screen. Failures are
 * the caller's to word (the form and the page show them inline, never a dialog).
 */
export class ApiMailboxPublic implements MailboxNotices, CaseLookupSource {
  constructor(private readonly api: ApiClient) {}

  async notice(path: string): Promise<string> {
    return (await this.api.get<MailboxNotice>(API_PATHS.mailboxNotice(path), { errors: 'caller' })).text;
  }

  lookup(request: CaseLookupRequest): Promise<CaseStatus> {
    return this.api.post<CaseStatus>(API_PATHS.mailboxCase, request, { errors: 'caller' });
  }
}
