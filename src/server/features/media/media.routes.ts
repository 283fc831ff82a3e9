import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crestSvg, initialsAvatarSvg } from './svg';

const INVALID = 'is invalid';

// Initials or an abbreviation: at most four letters or digits, nothing that could be markup.
const textSchema = z
  .string(INVALID)
  .trim()
  .min(1, INVALID)
  .max(4, INVALID)
  .regex(/^[\p{L}\p{N}]+$/u, INVALID);
// Colours that are not plain hex fall back to a default in svg.ts; only absurd lengths are refused.
const colourSchema = z.string(INVALID).max(16, INVALID).optional();

/** An image's query string: its label and its two colours. */
export const imageQuerySchema = z.object({ text: textSchema, bg: colourSchema, fg: colourSchema });
type ImageQuery = z.infer<typeof imageQuerySchema>;

// The images depend only on the query string, so browsers and CDNs may keep them forever.
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

// Routes here answer SPEC §8's error shape themselves (attachValidation), so the response
// does not depend on how the app-wide error handler formats other validation failures.
function sendValidationErrors(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const issues: unknown = request.validationError?.validation;
  const fields = new Set<string>();
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      const parsed = z.object({ instancePath: z.string() }).safeParse(issue);
      const field = parsed.success ? parsed.data.instancePath.replace(/^\//, '').split('/')[0] : undefined;
      fields.add(field || 'text');
    }
  }
  if (fields.size === 0) fields.add('text');
  return reply.code(422).send({ errors: [...fields].map((field) => ({ [field]: INVALID })) });
}

const IMAGES: ReadonlyArray<readonly [url: string, draw: (query: ImageQuery) => string]> = [
  ['/media/avatar.svg', ({ text, bg, fg }) => initialsAvatarSvg({ text, background: bg, foreground: fg })],
  ['/media/crest.svg', ({ text, bg, fg }) => crestSvg({ text, primary: bg, secondary: fg })],
];

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [url, draw] of IMAGES) {
    typed.get(
      url,
      { schema: { querystring: imageQuerySchema }, attachValidation: true },
      async (request, reply) => {
        if (request.validationError) return sendValidationErrors(request, reply);
        return sendSvg(reply, draw(request.query));
      },
    );
  }
}
