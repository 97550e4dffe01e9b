import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { authKeys } from '@/features/auth';
import { setUnauthorizedHandler } from '@/lib/api-client';

// Toasts are never part of a page's first paint: the container loads after the page is up, and
// react-toastify queues any toast raised before it is mounted.
const ToastContainer = lazy(async () => ({
  default: (await import('react-toastify')).ToastContainer,
}));

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
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

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
      {mounted
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
