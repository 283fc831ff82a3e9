import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAILBOX_MESSAGE_NOT_FOUND,
  type MailboxMessage,
  mailboxListResponseSchema,
  mailboxMessageResponseSchema,
  mailboxParamsSchema,
  mailboxQuerySchema,
} from '../../../shared/api/dev-mailbox';
import type { FeatureOptions } from '../../context';
import { ApiError } from '../../lib/errors';
import { isLocalCaller } from '../../lib/local-caller';
import { pagy } from '../../lib/pagination';
import { errorAnswers } from '../../lib/route-schemas';
import { findOutboxMessage, listOutbox, type OutboxRow } from './mailbox.repository';
import { messageLinks } from './message-links';

function toMessageResource(row: OutboxRow): MailboxMessage {
  return {
    id: String(row.id),
    type: 'email',
    attributes: {
      channel: row.channel,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      links: messageLinks(row.textBody, row.htmlBody),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    },
  };
}

/**
 * Who the dev mailbox answers (ADR 0027): `local` only the person at this machine (the default
 * outside production), `open` every caller (DEV_MAILBOX=true, for test harnesses), `off` nobody:
 * its routes are not registered.
 */
export type DevMailboxAccess = 'off' | 'local' | 'open';

/**
 * The operator's dev mailbox (ADR 0013). It shows every message with its links, reset tokens
 * included: whoever reads it can take any account. No sign-in, so by default it answers only
 * requests from this very machine; anyone else gets the same 404 as a server without it.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<
  FeatureOptions & { access: Exclude<DevMailboxAccess, 'off'> }
> = async (app, { ctx, access }) => {
  if (access === 'local') {
    // Before validation: a stranger learns nothing, not even that the paging is wrong.
    app.addHook('onRequest', async (request) => {
      if (!isLocalCaller(request)) throw new ApiError(404, ['Not found']);
    });
  }

  app.get(
    '/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Every email the product wrote, newest first (development only)',
        description:
          'Only from this machine unless DEV_MAILBOX=true, never when it is false or in production; ' +
          'otherwise 404. `to` filters by recipient.',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxListResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const { rows, count } = await listOutbox(ctx.db, request.query, request.query.to);
      return { data: rows.map(toMessageResource), pagy: pagy(request.query, count) };
    },
  );

  app.get(
    '/v1/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        summary: 'One email of the dev mailbox (development only)',
        params: mailboxParamsSchema,
        response: { 200: mailboxMessageResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const row = await findOutboxMessage(ctx.db, request.params.id);
      if (!row) throw new ApiError(404, [MAILBOX_MESSAGE_NOT_FOUND]);
      return { data: toMessageResource(row) };
    },
  );
};
