import { z } from "zod";

/** Parsed once per isolate from the Worker's bindings; a bad deployment fails loudly. */
const configSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1, "GOOGLE_CLIENT_ID must be set"),
  DEV_IDENTITY: z.string().optional(),
});

export type AppConfig = {
  googleClientId: string;
  /** The development identity provider answers only when this is true. */
  devIdentity: boolean;
};

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.parse(env);
  const config: AppConfig = {
    googleClientId: parsed.GOOGLE_CLIENT_ID,
    devIdentity: parsed.DEV_IDENTITY === "on",
  };
  cache.set(env, config);
  return config;
}
