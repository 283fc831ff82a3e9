import { z } from 'zod';

/** SPEC §6 'Admin: sign-in by token link': the token from /admin/login/{token}. */
export const adminSessionBodySchema = z.object({
  token: z
    .string({ error: (issue) => (issue.input === undefined ? "can't be blank" : 'is invalid') })
    .trim()
    .min(1, "can't be blank")
    .max(200, 'is invalid'),
});
export type AdminSessionBody = z.infer<typeof adminSessionBodySchema>;

export const ADMIN_LINK_INVALID = 'This sign-in link is invalid or has expired';
