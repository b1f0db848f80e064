import { z } from "zod";

/** The one error shape every non-2xx JSON answer of /api and /admin uses. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
