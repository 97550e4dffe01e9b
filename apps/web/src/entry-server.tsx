import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { adminRoutes } from './app/admin-routes';
import { AppProvider } from './app/provider';
import { notFoundMeta, type PageMeta, publicPages } from './app/public-pages';
import { PAGES_ROUTE_ID, routes } from './app/router';
import { isPublicQueryKey, type SsrData } from './app/ssr-data';
import { setApiTransport } from './lib/api-client';
import { displaySeed } from './lib/display-seed';
import { createQueryClient } from './lib/react-query';
import { setSiteOrigin } from './lib/site-origin';

export { SSR_DATA_ELEMENT_ID } from './app/ssr-data';
export { publicPages };

/** A page rendered on the server: its status, the markup of #root and what hydration needs. */
export type RenderedPage = {
  status: number;
  meta: PageMeta;
  /** True for the 404 page: kept out of search engines. */
  noIndex: boolean;
  html: string;
  data: SsrData;
};

/** `routes` with `children` added to the route `parentId`, as copies. */
function withChildren(
  table: RouteObject[],
  parentId: string,
  children: RouteObject[],
): RouteObject[] {
  return table.map((route): RouteObject => {
    if (route.index || !route.children) return route;
    const nested = withChildren(route.children, parentId, children);
    return { ...route, children: route.id === parentId ? [...nested, ...children] : nested };
  });
}

/**
 * The whole route table. The browser adds the admin area when it first goes there (router.tsx);
 * the server knows it from the start, so an admin path is a page for the browser, not a 404.
 */
const serverRoutes = withChildren(routes, PAGES_ROUTE_ID, adminRoutes);

/** Who renders a path: the server (a public page, the 404) or the browser (everything else). */
export type PageKind = 'public' | 'not-found' | 'browser';

export function pageKind(pathname: string): PageKind {
  if (Object.hasOwn(publicPages, pathname)) return 'public';
  const leaf = matchRoutes(serverRoutes, pathname)?.at(-1)?.route;
  return !leaf || leaf.path === '*' ? 'not-found' : 'browser';
}

export type Renderer = {
  /** Renders a public page or the 404; `undefined` for pages the browser renders. */
  render(url: string): Promise<RenderedPage | undefined>;
};

/**
 * Rendering a page and its data takes a few passes: components ask for content as they render
 * (TanStack Query), the answers are fetched, and the page renders again with them, until nothing
 * new is asked (conditional sections may ask only once earlier content is there).
 */
const MAX_PASSES = 4;

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) {
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  text += decoder.decode();
  return text;
}

async function renderPass(context: StaticHandlerContext, queryClient: QueryClient) {
  const handler = staticHandler;
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary (lazily loaded parts render here too).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // A complete Suspense boundary stays in place however large: React would otherwise move a
    // large one (12.8 KB by default) behind an inline script, which the CSP blocks. The boundaries
    // are there for the browser, which hydrates them in slices (components/layout/site-layout.tsx).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
}

/** Fetches the public content a pass asked for and has not been tried; true if any was. */
async function fetchAskedContent(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isPublicQueryKey(query.queryKey) })
    .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash));
  await Promise.all(
    asked.map(async (query) => {
      tried.add(query.queryHash);
      try {
        await queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false });
      } catch {
        // Rendered as still loading, as the browser's first render will be; it fetches then.
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
    }),
  );
  return asked.length > 0;
}

const staticHandler = createStaticHandler(serverRoutes);

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The API client is one module per process; each render's requests go to the app that asked for
 * the render (tests build several apps in one process).
 */
const renderTransport = new AsyncLocalStorage<Transport>();
setApiTransport((url, init) => {
  const transport = renderTransport.getStore();
  if (!transport) throw new Error(`No server transport for ${url} outside a render.`);
  return transport(url, init);
});

/** `origin` is PUBLIC_URL; `transport` answers the app's `/api` GETs inside the server. */
export function createRenderer({
  origin,
  transport,
}: {
  origin: string;
  transport: Transport;
}): Renderer {
  setSiteOrigin(origin);
  return { render: (url) => renderTransport.run(transport, () => renderPage(url, origin)) };
}

async function renderPage(url: string, origin: string): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, origin).pathname;
  const context = await staticHandler.query(new Request(new URL(url, origin)));
  // A redirect or a thrown answer: leave the page to the browser.
  if (context instanceof Response || context.errors) return undefined;
  const leaf = context.matches.at(-1)?.route;
  const isNotFound = leaf?.path === '*';
  const meta = isNotFound ? notFoundMeta : publicPages[pathname];
  if (!meta) return undefined;

  const queryClient = createQueryClient();
  const tried = new Set<string>();
  let html = await renderPass(context, queryClient);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const fetched = await fetchAskedContent(queryClient, tried);
    // A part that suspended (React.lazy) comes with React's inline script, which the CSP
    // blocks: its code has loaded by now, so one more pass renders it in place.
    if (!fetched && !html.includes('<script')) break;
    html = await renderPass(context, queryClient);
  }
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && isPublicQueryKey(query.queryKey),
  });
  queryClient.clear();
  return {
    status: isNotFound ? 404 : context.statusCode,
    meta,
    noIndex: isNotFound,
    html,
    data: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries,
      origin,
      displaySeed: displaySeed(),
    },
  };
}
