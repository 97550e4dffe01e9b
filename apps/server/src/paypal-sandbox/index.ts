export { paypalSandboxRoutes } from './routes.ts';
export {
  type Deliver,
  PayPalSandbox,
  type PayPalSandboxOptions,
  SANDBOX_AUTH_ALGO,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_WEBHOOK_ID,
} from './sandbox.ts';

/** Where the sandbox is mounted on the app. */
export const SANDBOX_PATH = '/sandbox/paypal';
