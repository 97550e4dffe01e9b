import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page around it is live: on a server-rendered page the
 * app loads after the first paint and hydrates in slices, and the browser journeys wait for this
 * before they click (a click before it is a plain link or form, without the app's handlers).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
