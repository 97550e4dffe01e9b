export { type Auth, CLIENT_IP_HEADER } from './auth.ts';
export { claimAccount, markEmailVerified } from './email-verification.ts';
export { authPlugin, type Viewer, viewerOf } from './plugin.ts';
