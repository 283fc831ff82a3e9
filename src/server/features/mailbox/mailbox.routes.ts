import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
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
import { pagy } from '../../lib/pagination';
import { findOutboxMessage, listOutbox, type OutboxRow } from './mailbox.repository';
import { messageLinks } from './message-links';

function toMessageResource(row: OutboxRow): MailboxMessage {
  return {
    id: String(row.id),
    type: 'email',
    attributes: {
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
 * The operator's dev mailbox (ADR 0013). Registered only when DEV_MAILBOX is on (default: on
 * unless NODE_ENV=production): it shows every message with its links, reset tokens included,
 * so it must never be reachable on a production server. No sign-in: it is a local tool.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Every email the product wrote, newest first (development only)',
        description: 'Only when DEV_MAILBOX is on; otherwise 404. `to` filters by recipient.',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxListResponseSchema, 422: errorListSchema },
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
        response: { 200: mailboxMessageResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const row = await findOutboxMessage(ctx.db, request.params.id);
      if (!row) throw new ApiError(404, [MAILBOX_MESSAGE_NOT_FOUND]);
      return { data: toMessageResource(row) };
    },
  );
};
