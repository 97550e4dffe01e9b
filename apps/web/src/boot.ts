// The page's entry: the stylesheet, then the app. A server-rendered page is complete without the
// app's scripts (they hydrate it), so they are asked for only after the browser has painted it:
// on a slow line the stylesheet and the pictures above the fold get the bandwidth first, and
// hydration's long task never delays the first paint. Pages the browser renders load at once.
import './index.css';

/** Resolves after the browser has painted the next frame (rAF runs before it, a task after). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The server's page arrives with #root filled; the browser-rendered shell's is empty.
if (document.getElementById('root')?.hasChildNodes()) await afterNextPaint();
await import('./main');
