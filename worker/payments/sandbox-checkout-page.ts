import { html } from "hono/html";
import { rupeeText } from "../../contract/money-text";
import { paymentRoutes } from "../../contract/routes/payments";
import { workerPage } from "../http/html-page";

/**
 * The sandbox provider's checkout: a plain page of this Worker standing in for a
 * gateway's hosted page. It only exists with PAYMENT_PROVIDER = "sandbox".
 */
export function sandboxCheckoutPage(order: { orderId: string; amountPaise: number }) {
  const amount = rupeeText(order.amountPaise);
  return workerPage(
    "Sandbox checkout",
    html`<h1>Sandbox checkout</h1>
    <p class="note">This is the development payment sandbox. No real money moves.</p>
    <p>Amount to pay: <strong>${amount}</strong></p>
    <form method="post" action="${paymentRoutes.sandboxComplete.path}">
      <input type="hidden" name="orderId" value="${order.orderId}" />
      <button class="primary" type="submit" name="outcome" value="settled">Pay ${amount}</button>
      <button class="secondary" type="submit" name="outcome" value="failed">Fail the payment</button>
    </form>`,
  );
}
