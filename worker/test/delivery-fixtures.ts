import type { CheckoutBody } from "../../contract/rewards";
import { call, type Player } from "./harness";

/** Where the worker tests' prizes go: a valid address (contract/delivery.ts). */
export const deliveryAddress = {
  name: "Asha Rao",
  phone: "+91 98765 43210",
  addressLine1: "12 MG Road, Indiranagar",
  addressLine2: "Near the metro station",
  city: "Bengaluru",
  state: "Karnataka",
  pinCode: "560038",
} satisfies CheckoutBody;

/**
 * Requests delivery of the player's whole cart to `deliveryAddress`, with `change` (any
 * field, valid or not, and the sizes).
 */
export const checkout = (player: Pick<Player, "token">, change: Record<string, unknown> = {}) =>
  call("/api/cart/checkout", { token: player.token, body: { ...deliveryAddress, ...change } });
