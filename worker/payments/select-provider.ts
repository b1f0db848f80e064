import { readConfig } from "../config";
import { recordSandboxRefund } from "../data/money/deposit-refunds";
import { openDatabase } from "../db/client";
import { HttpError } from "../http/errors";
import type { PaymentProvider } from "./provider";
import { SandboxProvider } from "./sandbox";
import { UpiGatewayProvider } from "./upi-gateway";

/**
 * The provider this deployment uses: the sandbox locally, the gateway in production. The
 * sandbox lets anyone mark a deposit paid, so like the development identity provider it
 * answers only where DEV_IDENTITY is on; a deployment left on it has no payments at all.
 */
export function paymentProvider(env: Env, origin: string): PaymentProvider {
  // wrangler types the var as its local literal; deployments set another value.
  const kind: string = env.PAYMENT_PROVIDER;
  if (kind === "upi-gateway") {
    const secrets = env as unknown as Record<string, string | undefined>;
    const keyId = secrets.UPI_GATEWAY_KEY_ID;
    const keySecret = secrets.UPI_GATEWAY_KEY_SECRET;
    const webhookSecret = secrets.UPI_GATEWAY_WEBHOOK_SECRET;
    if (!keyId || !keySecret || !webhookSecret) {
      throw new Error(
        "UPI_GATEWAY_KEY_ID, UPI_GATEWAY_KEY_SECRET and UPI_GATEWAY_WEBHOOK_SECRET must be set",
      );
    }
    return new UpiGatewayProvider({
      apiBase: env.UPI_GATEWAY_API_BASE,
      keyId,
      keySecret,
      webhookSecret,
    });
  }
  if (!readConfig(env).devIdentity) {
    throw new HttpError(503, "payments_unavailable", "Payments are not set up on this server");
  }
  return new SandboxProvider(env.SANDBOX_WEBHOOK_SECRET, origin, (refund) =>
    recordSandboxRefund(openDatabase(env.DB), refund, Date.now()),
  );
}
