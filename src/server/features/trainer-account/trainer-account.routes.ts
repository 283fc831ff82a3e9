import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '../../../shared/api/account-data';
import { signedUrlQuerySchema, signedUrlResponseSchema } from '../../../shared/api/clients';
import {
  TRAINER_ACCOUNT_DATA_PATH,
  TRAINER_ACCOUNT_DATA_PDF_PATH,
  TRAINER_ACCOUNT_PATH,
  trainerAuthResponseSchema,
  trainerProfileResponseSchema,
  trainerProfileUpdateBodySchema,
  trainerSignInBodySchema,
} from '../../../shared/api/trainer-account';
import { trainerAccountDataSchema } from '../../../shared/api/trainer-account-data';
import type { FeatureOptions } from '../../context';
import { asDataDownload } from '../../lib/data-download';
import { rateLimited } from '../../lib/rate-limits';
import { errorAnswers, nullDataSchema, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete } from '../auth/auth.plugin';
import { signOut } from '../auth/sessions.service';
import { profilePictureLink } from '../uploads/uploads.service';
import { loadProfile, signInTrainer, updateTrainerProfile } from './trainer-account.service';
import { deleteTrainerAccount } from './trainer-account-deletion.service';
import { exportTrainerData } from './trainer-account-export.service';
import { trainerDataPdf } from './trainer-account-pdf';
import { trainerOnly } from './trainer-auth';
import { trainerPasswordRoutes } from './trainer-passwords.routes';
import { trainerAuthResource, trainerResource } from './trainer-profile.serializer';

/** The trainer site's account (ADR 0015): sign-in/out with the trainer's password, own profile. */
export const trainerAccountRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;

  app.post(
    '/v1/trainer/sessions',
    {
      config: rateLimited('signIn'),
      schema: {
        tags: ['trainer'],
        summary: 'Trainer sign-in with email and password; answers with a trainer AUTH-TOKEN',
        body: trainerSignInBodySchema,
        response: { 200: trainerAuthResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { profile, token } = await signInTrainer(db, request.body.email, request.body.password, now());
      return { data: trainerAuthResource(profile, token) };
    },
  );

  app.delete(
    '/v1/trainer/sessions',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'Trainer sign-out: revokes the AUTH-TOKEN on the server',
        response: { 200: nullDataSchema, ...errorAnswers(401) },
      }),
    },
    async (request) => {
      const auth = await requireAthlete(request);
      await signOut(db, auth.sessionId, now());
      return { data: null };
    },
  );

  app.get(
    '/v1/trainer/profile',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'The signed-in trainer’s own profile (private email and phone included)',
        response: { 200: trainerProfileResponseSchema, ...errorAnswers(401) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      return { data: trainerResource(await loadProfile(db, athleteId)) };
    },
  );

  app.put(
    '/v1/trainer/profile',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'Update the trainer’s profile (any subset of fields)',
        description:
          'Social handles take a username, @username or an address on the network and are stored as the ' +
          'full address; website gets https:// when it has no scheme. private_email / private_contact_number ' +
          'hide those values from players. A new email also sends current_password; the old address is ' +
          'told and other devices are signed out.',
        body: trainerProfileUpdateBodySchema,
        response: { 200: trainerProfileResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const auth = await requireAthlete(request);
      return { data: trainerResource(await updateTrainerProfile(ctx, auth, request.body.athlete)) };
    },
  );

  app.get(
    '/v1/trainer/profile/signed_url',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'A one-time link to PUT a profile picture to, and the address it will have',
        querystring: signedUrlQuerySchema,
        response: { 200: signedUrlResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      return profilePictureLink(ctx, { kind: 'athlete', id: athleteId }, request.query.file_type);
    },
  );

  app.get(
    TRAINER_ACCOUNT_DATA_PATH,
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'All of the trainer’s data as JSON, as the trainer site shows it (ADR 0055)',
        description:
          'Profile, notification settings, trainings, openings ahead and past, bookings with the players and ' +
          'families as the trainer sees them, payouts, reviews received, calendar feeds (without their ' +
          'addresses) and the emails written to the trainer. An attachment, never cached.',
        response: { 200: trainerAccountDataSchema, ...errorAnswers(401) },
      }),
    },
    async (request, reply) => {
      const { athleteId } = await requireAthlete(request);
      const at = now();
      const data = await exportTrainerData(db, athleteId, at);
      asDataDownload(reply, at, 'json');
      return data;
    },
  );

  app.get(
    TRAINER_ACCOUNT_DATA_PDF_PATH,
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'All of the trainer’s data as a readable PDF (ADR 0055); 401 without a trainer session',
      }),
    },
    async (request, reply) => {
      const { athleteId } = await requireAthlete(request);
      const at = now();
      const pdf = await trainerDataPdf(await exportTrainerData(db, athleteId, at));
      return asDataDownload(reply, at, 'pdf').header('content-type', 'application/pdf').send(pdf);
    },
  );

  app.delete(
    TRAINER_ACCOUNT_PATH,
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'Deletes the trainer’s account: pending requests cancelled, personal data erased (ADR 0055)',
        description:
          'The password is asked again (422 on its field when wrong). Refused (422) while the trainer has ' +
          'accepted sessions that have not taken place yet.',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      await deleteTrainerAccount(ctx, athleteId, request.body);
      return { data: { message: ACCOUNT_DELETED_MESSAGE } };
    },
  );

  await app.register(trainerPasswordRoutes, { ctx });
};
