import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { contentKeys, leadPreviewKeys } from '@/lib/query-keys';

/**
 * What a server-rendered page hands to the browser, in `<script type="application/json">`
 * (data, never executed: the CSP forbids inline scripts).
 */
export type SsrData = {
  /** react-router's state at render time (loader data, errors). */
  router: HydrationState;
  /** The public content answers the page was rendered with (TanStack Query). */
  queries: DehydratedState;
  /** The site's public address the page was rendered with (PUBLIC_URL). */
  origin: string;
  /** The seed of what the page shows at random (lib/display-seed). */
  displaySeed: number;
  /** Pictures the server inlined into the page, by address (lib/inlined-images); set by the server. */
  inlineImages?: Record<string, string>;
};

export const SSR_DATA_ELEMENT_ID = 'leadvault-ssr-data';

/**
 * Query keys the server fetches: public content and the visitors' preview of Find Leads (the
 * same answer for everyone), never anything per person.
 */
const PUBLIC_QUERY_ROOTS: readonly unknown[] = [contentKeys.all[0], leadPreviewKeys.all[0]];
export const isPublicQueryKey = (queryKey: readonly unknown[]) =>
  PUBLIC_QUERY_ROOTS.includes(queryKey[0]);
