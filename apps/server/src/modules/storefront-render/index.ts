export { canHoldPages, type PageDocument } from './document.ts';
export { PageCache } from './page-cache.ts';
export { loadStorefront, type Storefront } from './renderer.ts';
export { registerSeoRoutes, robotsTxt, sitemapXml } from './seo.ts';
