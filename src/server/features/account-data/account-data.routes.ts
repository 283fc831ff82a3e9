import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_PATH,
  ACCOUNT_DATA_PDF_PATH,
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_PATH,
  accountDataSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '../../../shared/api/account-data';
import type { FeatureOptions } from '../../context';
import { asDataDownload } from '../../lib/data-download';
import { errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { deleteAccount } from './account-deletion.service';
import { exportAccountData } from './account-export.service';
import { accountDataPdf } from './account-pdf';

export const accountDataRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    ACCOUNT_DATA_PATH,
    {
      schema: {
        tags: ['profile'],
        summary: "All of the account's data as JSON (self-service access and portability, ADR 0040)",
        response: { 200: accountDataSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const now = ctx.now();
      const data = await exportAccountData(ctx.db, clientId, now);
      asDataDownload(reply, now, 'json');
      return data;
    },
  );

  app.get(
    ACCOUNT_DATA_PDF_PATH,
    {
      schema: {
        tags: ['profile'],
        summary: "All of the account's data as a readable PDF (SPEC §2: portability); 401 when signed out",
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const now = ctx.now();
      const pdf = await accountDataPdf(await exportAccountData(ctx.db, clientId, now));
      return asDataDownload(reply, now, 'pdf').header('content-type', 'application/pdf').send(pdf);
    },
  );

  app.delete(
    ACCOUNT_PATH,
    {
      schema: {
        tags: ['profile'],
        summary: 'Deletes the account: pending requests cancelled, personal data erased (ADR 0040)',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      await deleteAccount(ctx, clientId, request.body);
      return { data: { message: ACCOUNT_DELETED_MESSAGE } };
    },
  );
};
