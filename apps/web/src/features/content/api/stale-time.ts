/** Content rarely changes; the server's ETag makes a refetch cheap when it is stale. */
export const CONTENT_STALE_TIME = 5 * 60_000;
