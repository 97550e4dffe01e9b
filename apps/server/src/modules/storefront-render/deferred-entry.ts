import { createHash } from 'node:crypto';

/** The entry script Vite writes into index.html, and the chunks it preloads beside it. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** index.html for server-rendered pages, and the CSP source that lets its one inline script run. */
export type DeferredEntry = { template: string; scriptSource: string };

/**
 * A server-rendered page is complete without the app, which only hydrates it: the entry is
 * imported by an inline script once the browser has shown the page (decision 027). An external entry
 * script, however small, is fetched with the stylesheet and the pictures above the fold and runs
 * before the first paint; on a phone on HTTP/1.1 it takes a connection of its own. The inline
 * script is allowed by its hash, not by `'unsafe-inline'`.
 */
export function deferEntry(template: string): DeferredEntry | undefined {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return undefined;
  // Once the page is on screen: its first contentful paint (the entry arrives after the frame is
  // presented, while a task after requestAnimationFrame still runs before), the load event (its
  // pictures are in) and two frames more, which show the pictures that came last. A browser
  // without paint entries (observing an unknown type only warns, so it is asked first) waits
  // for the load event and the frames.
  const code = [
    `const load=()=>import(${JSON.stringify(entry[1])});`,
    'const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(load)));',
    `const loaded=()=>document.readyState==='complete'?frames():addEventListener('load',frames,{once:true});`,
    `if(globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')){`,
    'new PerformanceObserver((list,observer)=>{',
    `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();loaded()}`,
    `}).observe({type:'paint',buffered:true})}else loaded()`,
  ].join('');
  const hash = createHash('sha256').update(code).digest('base64');
  return {
    template: template
      .replace(MODULE_PRELOADS, '')
      .replace(entry[0], () => `<script type="module">${code}</script>`),
    scriptSource: `'sha256-${hash}'`,
  };
}

/** The CSP with one more allowed script source. */
export function allowScript(policy: string, source: string): string {
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, (_match, start, sources) => {
    return `${start}script-src ${sources} ${source}`;
  });
}
