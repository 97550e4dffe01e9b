export { paypalSandboxRoutes } from './routes.ts';

export {
  type Deliver,
  PayPalSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_WEBHOOK_ID,
  type SandboxExchange,
} from './sandbox.ts';

/** Where the sandbox is mounted on the app. */
export const SANDBOX_PATH = '/sandbox/paypal';
