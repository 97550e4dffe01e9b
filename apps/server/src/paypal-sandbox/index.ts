export { paypalSandboxRoutes } from './routes.ts';
export {
  type Deliver,
  PayPalSandbox,
  type PayPalSandboxOptions,
  SANDBOX_AUTH_ALGO,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_MERCHANT_ID,
  SANDBOX_WEBHOOK_ID,
  type SandboxExchange,
} from './sandbox.ts';

/** Where the sandbox is mounted on the app. */
export const SANDBOX_PATH = '/sandbox/paypal';
