// The page's entry: the stylesheet, then the app. A server-rendered page is complete without the
// app's scripts (they hydrate it): the server's pages import this entry from an inline loader
// once the browser has shown them (decision 027), so on a slow line the stylesheet gets the
// bandwidth first and hydration never delays the first paint. The browser-rendered shell
// (signed-in and admin pages) loads it at once.
import './index.css';

// React, its DOM renderer and the router first, then the app, each evaluated in a task of its own:
// evaluated together they made one long task that blocked input (decision 030).
await import('./runtime');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./main');
