import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';
import { SSR_DATA_ELEMENT_ID } from './ssr-data';

// Toasts are never part of a page's first load: the container's code loads once the person
// first acts on the page (every toast answers something they did), or at once on pages the browser
// renders; react-toastify queues any toast raised before the container is mounted.
const ToastContainer = lazy(async () => ({
  default: (await import('react-toastify')).ToastContainer,
}));

const FIRST_ACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** False until toasts may be needed: the first action on a server-rendered page, or mounted. */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!document.getElementById(SSR_DATA_ELEMENT_ID)) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    for (const type of FIRST_ACTIONS)
      window.addEventListener(type, want, { once: true, capture: true });
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  return wanted;
}

export function AppProvider({
  queryClient,
  children,
}: {
  /** Made by the entry point: the browser's may start from the server's dehydrated answers. */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The toasts' portal needs `document`: it mounts after the first render, which then matches
  // the server's HTML (rendered without it).
  const toastsWanted = useToastsWanted();

  useEffect(() => {
    // A 401 from any data call means the session ended: re-read who is signed in, so the
    // guards send the person to /login.
    setUnauthorizedHandler(() => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Beside the app, not in it: an open dialog makes the app inert, and toasts must stay reachable. */}
      {toastsWanted
        ? createPortal(
            <Suspense fallback={null}>
              <ToastContainer
                position="top-right"
                autoClose={5000}
                theme="light"
                limit={20}
                // 350 px, or edge to edge on phones (index.css places it below the header or at the bottom).
                style={{ width: 'var(--leadvault-toast-width, 350px)' }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </QueryClientProvider>
  );
}
