import type { ResolutionContext } from 'inversify';
import { ApiMailbox } from '../adapters/http/api-mailbox.adapter';
import type { ApiContent } from '../adapters/http/api-content.adapter';
import type { ApiClient } from '../application/api/api-client';
import { mailboxKitOver, type MailboxKit } from '../application/mailbox/mailbox-kit';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Clock } from '../domain/time/clock.port';
import { TYPES } from './symbols';

/**
 * 信箱管理's half of the composition root, in the editor's chunk: the inbox adapter over the api
 * client, the rights source the editor already reads, and the use cases bound to them.
 */
export function mailboxKitFrom(ctx: ResolutionContext): MailboxKit {
  return mailboxKitOver({
    mailbox: new ApiMailbox(ctx.get<ApiClient>(TYPES.ApiClient)),
    rights: ctx.get<ApiContent>(TYPES.Content),
    dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
    clock: ctx.get<Clock>(TYPES.Clock),
  });
}
