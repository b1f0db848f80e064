import { z } from "zod";

/** Parsed once per isolate from the Worker's bindings; a bad deployment fails loudly. */
const configSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1, "GOOGLE_CLIENT_ID must be set"),
  DEV_IDENTITY: z.string().optional(),
  PAID_PLAY: z.string().optional(),
});

export type AppConfig = {
  googleClientId: string;
  /** The development identity provider answers only when this is true. */
  devIdentity: boolean;
  /**
   * Deposits and paid tries. Off where real-money play is not allowed (e.g. India's 2025
   * online gaming act): the offer is hidden and everything else is free to play.
   */
  paidPlay: boolean;
};

const cache = new WeakMap<object, AppConfig>();

export function readConfig(env: Env): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.parse(env);
  const config: AppConfig = {
    googleClientId: parsed.GOOGLE_CLIENT_ID,
    devIdentity: parsed.DEV_IDENTITY === "on",
    paidPlay: parsed.PAID_PLAY !== "off",
  };
  cache.set(env, config);
  return config;
}
