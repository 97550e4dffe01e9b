import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, closes a menu or popover the usual way: a press outside `within` (the button and
 * its panel) or Escape calls `onDismiss`. Escape gives the focus back to `returnFocus` when the
 * focus was within, so a keyboard user is not dropped at the start of the page.
 */
export function useDismiss({
  open,
  within,
  returnFocus,
  onDismiss,
}: {
  open: boolean;
  within: ReadonlyArray<RefObject<HTMLElement | null>>;
  returnFocus: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}) {
  // The latest values for the document listeners, without subscribing again on every render.
  const latest = useRef({ within, returnFocus, onDismiss });
  latest.current = { within, returnFocus, onDismiss };

  useEffect(() => {
    if (!open) return;
    const isWithin = (node: Node | null) =>
      latest.current.within.some((ref) => node !== null && ref.current?.contains(node));
    function onPointerDown(event: PointerEvent) {
      if (!isWithin(event.target as Node | null)) latest.current.onDismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focusWasWithin = isWithin(document.activeElement);
      latest.current.onDismiss();
      if (focusWasWithin) latest.current.returnFocus.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
