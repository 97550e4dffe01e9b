import { escapeHtml } from '@leadvault/contract';

/** The buyer's side of the sandbox: small self-contained HTML pages, no scripts. */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#f5f7fa;font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;color:#2c2e2f}
main{width:100%;max-width:420px;margin:24px;background:#fff;border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px}
.brand{font-size:26px;font-weight:800;font-style:italic;margin:0 0 4px}
.brand .pay{color:#003087}.brand .pal{color:#009cde}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#8a5a00;background:#fff4ce;
border-radius:999px;padding:2px 10px;margin-bottom:24px}
.merchant{color:#6c7378;font-size:14px;margin:0}
.description{font-size:16px;margin:4px 0 20px}
.amount{font-size:32px;font-weight:700;margin:0 0 28px}
.amount small{font-size:16px;font-weight:400;color:#6c7378}
form{margin:0}
button{width:100%;border:0;border-radius:999px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}
.approve{background:#0070ba;color:#fff;margin-bottom:12px}
.approve:hover{background:#005ea6}
.cancel{background:#fff;color:#0070ba;border:2px solid #0070ba}
.cancel:hover{background:#f0f7fc}
details{margin-top:24px;font-size:13px;color:#6c7378}
details button{background:#f5f7fa;color:#2c2e2f;font-weight:600;font-size:13px;padding:10px;margin-top:8px}
.note{font-size:12px;color:#6c7378;margin-top:20px;text-align:center}
a{color:#0070ba}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="brand"><span class="pay">Pay</span><span class="pal">Pal</span></p>
<span class="badge">Sandbox: no real money moves</span>
${body}
</main></body></html>`;
}

export function approvalPage(order: {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  description: string | undefined;
  brandName: string | undefined;
  returnUrl: string | undefined;
}): string {
  // Relative to /sandbox/paypal/checkoutnow, so the page works wherever the sandbox is mounted.
  const action = `checkoutnow/${encodeURIComponent(order.id)}`;
  const merchant = order.brandName
    ? `<p class="merchant">Pay ${escapeHtml(order.brandName)}</p>`
    : '';
  const description = order.description
    ? `<p class="description">${escapeHtml(order.description)}</p>`
    : '';
  const amount = `<p class="amount">$${escapeHtml(order.amount.value)} <small>${escapeHtml(order.amount.currency_code)}</small></p>`;
  if (order.status === 'COMPLETED') {
    const back = order.returnUrl
      ? `<p><a href="${escapeHtml(order.returnUrl)}">Return to the shop</a></p>`
      : '';
    return page(
      'Payment complete - PayPal Sandbox',
      `${merchant}${description}${amount}<p>This payment is already complete.</p>${back}`,
    );
  }
  return page(
    'Approve your payment - PayPal Sandbox',
    `${merchant}${description}${amount}
<form method="post" action="${action}/approve"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<details><summary>Sandbox test options</summary>
<form method="post" action="${action}/approve"><input type="hidden" name="decline" value="1">
<button type="submit">Approve with a card that will be declined</button></form>
</details>
<p class="note">Approving lets the shop capture the payment. PayPal order ${escapeHtml(order.id)}</p>`,
  );
}

export function messagePage(title: string, message: string, status = 200) {
  return {
    status,
    html: page(`${title} - PayPal Sandbox`, `<p class="description">${escapeHtml(message)}</p>`),
  };
}

/** The return or cancel URL with PayPal's own query parameters added. */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}
