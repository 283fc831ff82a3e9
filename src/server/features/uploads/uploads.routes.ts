import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../context';
import { isLocalStorage, type ReceiveResult } from '../../integrations/storage/local-storage';
import { type ImageContentType, MAX_UPLOAD_BYTES } from '../../integrations/storage/storage';
import { ApiError } from '../../lib/errors';

export const UPLOAD_LINK_INVALID = 'Upload link is invalid or has expired';
export const UPLOAD_LINK_USED = 'This upload link has already been used';
export const UPLOAD_TYPE_UNSUPPORTED = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
export const uploadContentMismatch = (contentType: ImageContentType) =>
  `The file is not a valid ${IMAGE_LABELS[contentType]} image`;
const IMAGE_LABELS: Record<ImageContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

const keyParamsSchema = z.object({ key: z.string() });
const linkQuerySchema = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  signature: z.string().max(200),
});

function failure(result: Exclude<ReceiveResult, { ok: true }>): ApiError {
  switch (result.reason) {
    case 'used':
      return new ApiError(409, [UPLOAD_LINK_USED]);
    case 'expired':
      return new ApiError(403, [UPLOAD_LINK_INVALID]);
    case 'unsupported_type':
      return new ApiError(415, [UPLOAD_TYPE_UNSUPPORTED]);
    case 'content_mismatch':
      return new ApiError(422, [uploadContentMismatch(result.declared)]);
  }
}

/**
 * The local default's side of signed uploads (ADR 0008): the browser PUTs the picture to the
 * link from GET /v1/client/profiles/signed_url, as it would to S3; GET serves it back.
 * Not part of the JSON API (hidden from the OpenAPI document), like an S3 bucket is not.
 * With S3 configured the bucket answers these links, so the routes do not exist here.
 */
export const uploadRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const storage = ctx.storage;
  if (!isLocalStorage(storage)) return;

  // Any body reaches the handler as bytes, so a wrong type gets this feature's clear message.
  // Scoped to this plugin: the rest of the API keeps JSON only.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.put(
    '/uploads/:key',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: { hide: true, params: keyParamsSchema },
      // The signature is checked before the body is read: a bad link costs no upload.
      onRequest: async (request) => {
        const params = keyParamsSchema.safeParse(request.params);
        const query = linkQuerySchema.safeParse(request.query);
        if (
          !params.success ||
          !query.success ||
          !(await storage.isLinkValid(params.data.key, query.data.expires, query.data.signature))
        ) {
          throw new ApiError(403, [UPLOAD_LINK_INVALID]);
        }
      },
    },
    async (request, reply) => {
      // The `x-amz-acl: public-read` header the web sends for S3 means nothing here: files are public.
      if (!Buffer.isBuffer(request.body)) throw new ApiError(415, [UPLOAD_TYPE_UNSUPPORTED]);
      const result = await storage.receive(request.params.key, request.headers['content-type'], request.body);
      if (!result.ok) throw failure(result);
      return reply.code(200).send();
    },
  );

  app.get('/uploads/:key', { schema: { hide: true, params: keyParamsSchema } }, async (request, reply) => {
    const file = await storage.read(request.params.key);
    if (!file) throw new ApiError(404, ['Not found']);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.bytes);
  });
};
