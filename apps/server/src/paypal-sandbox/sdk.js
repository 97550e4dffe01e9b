/*
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by the local PayPal
 * sandbox at /sandbox/paypal/sdk/js. It implements what the shop uses, so the pay page runs the
 * same code offline as with PayPal (also through @paypal/react-paypal-js: give
 * PayPalScriptProvider `sdkBaseUrl: '/sandbox/paypal/sdk/js'`):
 *
 *   paypal.Buttons({ style, createOrder, onApprove, onCancel, onError, onClick, onInit })
 *     .render('#container')
 *
 * Instead of PayPal's popup it sends the buyer, in the same window, to the sandbox's approval
 * page. That page redirects back to the return or cancel URL the server gave when it created the
 * PayPal order, which carry `paypal=approved` or `paypal=cancelled` and PayPal's own
 * `token=<PayPal order id>` (and `PayerID`). When Buttons is rendered again on that page it
 * removes those parameters from the address and calls onApprove({ orderID, payerID }, actions)
 * or onCancel({ orderID }). A rejected createOrder or onApprove goes to onError(error);
 * actions.restart() sends the buyer back to the approval page of the same order.
 */
(() => {
  const script = document.currentScript;
  const sdkUrl = script?.src ? script.src : `${location.origin}/sandbox/paypal/sdk/js`;
  const sandboxBase = new URL('..', sdkUrl);
  const approvalUrl = (orderID) =>
    new URL(`checkoutnow?token=${encodeURIComponent(orderID)}`, sandboxBase).toString();
  const never = () => new Promise(() => {});

  const COLORS = {
    gold: { background: '#ffc439', text: '#111111', pay: '#003087', pal: '#009cde' },
    blue: { background: '#0070ba', text: '#ffffff', pay: '#ffffff', pal: '#ffffff' },
    silver: { background: '#eeeeee', text: '#111111', pay: '#003087', pal: '#009cde' },
    white: { background: '#ffffff', text: '#111111', pay: '#003087', pal: '#009cde' },
    black: { background: '#2c2e2f', text: '#ffffff', pay: '#ffffff', pal: '#ffffff' },
  };
  const LABELS = {
    paypal: ['', ''],
    pay: ['Pay with', ''],
    checkout: ['', 'Checkout'],
    buynow: ['', 'Buy Now'],
    installment: ['', 'Pay Later'],
    subscribe: ['', 'Subscribe'],
    donate: ['', 'Donate'],
  };

  /** Only one Buttons instance answers a return from the approval page. */
  let returnHandled = false;

  function readReturn() {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('paypal');
    const orderID = params.get('token');
    if (!orderID || (outcome !== 'approved' && outcome !== 'cancelled')) return undefined;
    return { outcome, orderID, payerID: params.get('PayerID') || undefined };
  }

  function forgetReturn() {
    const url = new URL(location.href);
    for (const name of ['paypal', 'token', 'PayerID']) url.searchParams.delete(name);
    history.replaceState(history.state, '', url.toString());
  }

  function Buttons(options = {}) {
    const style = options.style || {};
    const colors = COLORS[style.color] || COLORS.gold;
    const [before, after] = LABELS[style.label] || LABELS.paypal;
    const height = Math.min(Math.max(Number(style.height) || 45, 25), 55);
    let root;
    let button;
    let closed = false;
    let busy = false;
    let enabled = true;

    function update() {
      if (!button) return;
      button.disabled = busy || !enabled;
      button.style.opacity = busy || !enabled ? '0.6' : '1';
      button.style.cursor = busy || !enabled ? 'default' : 'pointer';
    }

    function fail(error) {
      busy = false;
      update();
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    }

    async function begin() {
      if (busy || !enabled || closed) return;
      busy = true;
      update();
      try {
        if (typeof options.onClick === 'function') {
          const allowed = await options.onClick(
            { fundingSource: 'paypal' },
            { resolve: () => Promise.resolve(true), reject: () => Promise.resolve(false) },
          );
          if (allowed === false) {
            busy = false;
            update();
            return;
          }
        }
        if (typeof options.createOrder !== 'function') {
          throw new Error('createOrder is required: the server creates the PayPal order');
        }
        const orderID = await options.createOrder(
          { paymentSource: 'paypal' },
          { order: { create: () => Promise.reject(new Error('Create the order on the server')) } },
        );
        if (!orderID || typeof orderID !== 'string') {
          throw new Error('Expected an order id to be passed');
        }
        location.assign(approvalUrl(orderID));
      } catch (error) {
        fail(error);
      }
    }

    function resume() {
      const back = readReturn();
      if (!back || returnHandled || closed) return;
      returnHandled = true;
      forgetReturn();
      if (back.outcome === 'cancelled') {
        if (typeof options.onCancel === 'function') options.onCancel({ orderID: back.orderID });
        return;
      }
      busy = true;
      update();
      const data = {
        orderID: back.orderID,
        payerID: back.payerID,
        paymentID: null,
        facilitatorAccessToken: 'sandbox',
        paymentSource: 'paypal',
      };
      const actions = {
        restart: () => {
          location.assign(approvalUrl(back.orderID));
          return never();
        },
        redirect: (url) => {
          location.assign(url || location.href);
          return never();
        },
        order: {
          capture: () => Promise.reject(new Error('Capture the order on the server')),
          get: () => Promise.reject(new Error('Read the order on the server')),
        },
      };
      Promise.resolve()
        .then(() =>
          typeof options.onApprove === 'function' ? options.onApprove(data, actions) : undefined,
        )
        .then(() => {
          busy = false;
          update();
        }, fail);
    }

    function build() {
      root = document.createElement('div');
      root.className = 'paypal-buttons paypal-buttons-sandbox';
      Object.assign(root.style, {
        width: '100%',
        minWidth: '150px',
        maxWidth: '750px',
        margin: '0 auto',
        fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      });
      button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', `${before} PayPal ${after}`.trim());
      Object.assign(button.style, {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '6px',
        width: '100%',
        height: `${height}px`,
        border: colors.background === '#ffffff' ? '1px solid #555555' : '0',
        borderRadius:
          style.shape === 'pill' ? `${height / 2}px` : style.shape === 'sharp' ? '0' : '4px',
        background: colors.background,
        color: colors.text,
        fontSize: `${Math.round(height * 0.38)}px`,
        padding: '0 16px',
      });
      // The space keeps the visible text ('Pay with PayPal') equal to the aria-label.
      if (before) button.append(document.createTextNode(`${before} `));
      const logo = document.createElement('span');
      Object.assign(logo.style, { fontWeight: '800', fontStyle: 'italic' });
      const pay = document.createElement('span');
      pay.textContent = 'Pay';
      pay.style.color = colors.pay;
      const pal = document.createElement('span');
      pal.textContent = 'Pal';
      pal.style.color = colors.pal;
      logo.append(pay, pal);
      button.append(logo);
      if (after) button.append(document.createTextNode(after));
      button.addEventListener('click', begin);
      root.append(button);
      if (style.tagline !== false) {
        const note = document.createElement('div');
        note.textContent = 'PayPal sandbox: no real money moves';
        Object.assign(note.style, {
          textAlign: 'center',
          fontSize: '11px',
          color: '#6c7378',
          marginTop: '4px',
        });
        root.append(note);
      }
      update();
      return root;
    }

    return {
      isEligible: () => !options.fundingSource || options.fundingSource === 'paypal',
      render(target) {
        const element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element) {
          return Promise.reject(
            new Error(`Document is ready and element ${target} does not exist`),
          );
        }
        if (closed) return Promise.reject(new Error('The buttons were closed'));
        element.append(build());
        if (typeof options.onInit === 'function') {
          options.onInit(
            {},
            {
              enable: () => {
                enabled = true;
                update();
                return Promise.resolve();
              },
              disable: () => {
                enabled = false;
                update();
                return Promise.resolve();
              },
            },
          );
        }
        setTimeout(resume, 0);
        return Promise.resolve();
      },
      updateProps: () => Promise.resolve(),
      close() {
        closed = true;
        root?.remove();
        return Promise.resolve();
      },
    };
  }

  window.paypal = {
    version: '5.0.0-leadvault-sandbox',
    Buttons,
    FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
    getFundingSources: () => ['paypal'],
    isFundingEligible: (source) => source === 'paypal',
  };
})();
