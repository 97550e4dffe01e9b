// React, its DOM renderer and the router, the bulk of the app's first load: boot.ts evaluates
// them in a task of their own before the app's modules.
export { createRoot, hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
