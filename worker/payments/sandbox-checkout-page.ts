import { html } from "hono/html";

/**
 * The sandbox provider's checkout: a plain page of this Worker standing in for a
 * gateway's hosted page. It only exists with PAYMENT_PROVIDER = "sandbox".
 */
export function sandboxCheckoutPage(order: { orderId: string; amountPaise: number }) {
  const rupees = (order.amountPaise / 100).toFixed(2);
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox checkout · Quizzy Edge</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1b1240; }
      .note { background: #fff6d6; padding: 0.75rem; border-radius: 0.5rem; }
      button { font-size: 1.1rem; padding: 0.8rem 1.2rem; margin: 0.5rem 0.5rem 0 0; border-radius: 0.5rem; border: 2px solid #4c1fc4; }
      .pay { background: #4c1fc4; color: white; }
      .fail { background: white; color: #4c1fc4; }
    </style>
  </head>
  <body>
    <h1>Sandbox checkout</h1>
    <p class="note">This is the development payment sandbox. No real money moves.</p>
    <p>Amount to pay: <strong>₹${rupees}</strong></p>
    <form method="post" action="/api/payments/sandbox/complete">
      <input type="hidden" name="orderId" value="${order.orderId}" />
      <button class="pay" type="submit" name="outcome" value="settled">Pay ₹${rupees}</button>
      <button class="fail" type="submit" name="outcome" value="failed">Fail the payment</button>
    </form>
  </body>
</html>`;
}
