import { type ReactNode, type RefObject, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

/**
 * An accessible dialog, rendered in a portal over the page.
 *
 * - `role="dialog"` (or `alertdialog`) with `aria-modal`, labelled by its title and described
 *   by `description`.
 * - Focus moves into the dialog when it opens: `initialFocus`, else the body's first field,
 *   else the body's first control, else the dialog itself (announced with its title) — never
 *   the × or a footer button on its own, so Enter cannot spend or confirm unseen. Tab and
 *   Shift+Tab stay inside it, and focus returns to the element that opened it when it closes.
 * - Escape and a click on the backdrop call `onClose` (both can be turned off, e.g. while a
 *   save is running). Only the topmost of several open dialogs reacts.
 * - The page behind does not scroll while a dialog is open, and is `inert` (no focus, no
 *   clicks, hidden from screen readers) except toasts; a dialog opened from a dialog makes the
 *   first one inert in turn.
 *
 * Sizes: `sm` (confirmations), `md` (default), `lg` (forms), `full` (full screen: a preview
 * or an embedded page; the body fills the remaining height and scrolls).
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <Modal open={open} onClose={() => setOpen(false)} title="View Template Preview" size="full">
 *   <iframe title="Template preview" sandbox="" srcDoc={html} className="size-full" />
 * </Modal>
 * ```
 */
export type ModalProps = {
  open: boolean;
  /** Called on Escape, on a backdrop click and by the close button. */
  onClose: () => void;
  /** The dialog's name, shown as its heading (`aria-labelledby`). */
  title: ReactNode;
  /** A line under the title (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** `alertdialog` for confirmations that interrupt the person. */
  role?: 'dialog' | 'alertdialog';
  /**
   * The element focused on open; by default the body's first field, else its first control,
   * else the dialog itself.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape and backdrop clicks close the dialog (default true). */
  dismissible?: boolean;
  /** Shows the × button in the header (default true). */
  showCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const FIELDS = FOCUSABLE.split(',')
  .filter((selector) => /^(input|select|textarea|\[contenteditable)/.test(selector))
  .join(',');

function focusableIn(root: HTMLElement, selector = FOCUSABLE): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** Where focus starts in a dialog that names no `initialFocus` (see Modal). */
function firstFocusIn(panel: HTMLElement, body: HTMLElement | null): HTMLElement {
  if (!body) return panel;
  return focusableIn(body, FIELDS)[0] ?? focusableIn(body)[0] ?? panel;
}

// Open dialogs, innermost last: only the top one handles keys and keeps focus.
const openStack: symbol[] = [];
const backdrops = new Map<symbol, HTMLElement>();
const INERT_MARK = 'data-modal-inert';

/** Everything beside the top dialog (toasts excepted) is inert while a dialog is open. */
function syncInertBackground() {
  const top = openStack.at(-1);
  const topBackdrop = top ? backdrops.get(top) : undefined;
  for (const element of Array.from(document.body.children)) {
    const keep = !topBackdrop || element === topBackdrop || element.querySelector('.Toastify');
    if (keep) {
      if (element.hasAttribute(INERT_MARK)) {
        element.removeAttribute('inert');
        element.removeAttribute(INERT_MARK);
      }
    } else if (!element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      element.setAttribute(INERT_MARK, '');
    }
  }
}
let scrollLocks = 0;
let savedOverflow = '';

function lockScroll() {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

const sizes: Record<NonNullable<ModalProps['size']>, string> = {
  sm: 'max-w-md rounded-2xl',
  md: 'max-w-lg rounded-2xl',
  lg: 'max-w-3xl rounded-2xl',
  full: 'h-full max-h-none max-w-none rounded-none sm:rounded-none',
};

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocus,
  dismissible = true,
  showCloseButton = true,
  closeLabel = 'Close',
  className,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Latest values for the document listeners, without re-subscribing on every render.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  const isTop = useCallback((token: symbol) => openStack.at(-1) === token, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus is read once, on open.
  useLayoutEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openStack.push(token);
    if (backdropRef.current) backdrops.set(token, backdropRef.current);
    syncInertBackground();
    lockScroll();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const panel = panelRef.current;
    if (panel) {
      const target = initialFocus?.current ?? firstFocusIn(panel, bodyRef.current);
      target.focus({ preventScroll: true });
    }

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop(token) || !panelRef.current) return;
      if (event.key === 'Escape') {
        if (latest.current.dismissible) {
          event.stopPropagation();
          latest.current.onClose();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panelRef.current);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panelRef.current.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes anyhow (a click on something behind, a script) is brought back.
    function onFocusIn(event: FocusEvent) {
      const panelNow = panelRef.current;
      if (!isTop(token) || !panelNow) return;
      const target = event.target as Node | null;
      if (target && !panelNow.contains(target) && !isToast(target)) {
        (focusableIn(panelNow)[0] ?? panelNow).focus({ preventScroll: true });
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = openStack.indexOf(token);
      if (index >= 0) openStack.splice(index, 1);
      backdrops.delete(token);
      syncInertBackground();
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, isTop]);

  if (!open) return null;

  const full = size === 'full';
  const hasBody = children !== undefined && children !== null && children !== false;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; keyboards have Escape and the close button.
    <div
      ref={backdropRef}
      className={cn(
        'fixed inset-0 z-[60] flex justify-center bg-slate-950/50 backdrop-blur-[2px]',
        full ? 'items-stretch' : 'items-end p-0 sm:items-center sm:p-6',
      )}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && latest.current.dismissible) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[calc(100dvh-2rem)] w-full flex-col bg-white shadow-2xl outline-none',
          'max-sm:rounded-b-none',
          sizes[size],
          className,
        )}
      >
        <div
          className={cn(
            'flex shrink-0 items-start justify-between gap-4 px-5 pt-5 sm:px-6',
            full ? 'border-b border-slate-200 pb-4' : hasBody ? 'pb-1' : 'pb-5',
          )}
        >
          <div className="min-w-0 space-y-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          {showCloseButton ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              disabled={!dismissible}
              className={cn(
                '-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500',
                'hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600',
                'disabled:cursor-not-allowed disabled:opacity-50',
              )}
            >
              <CloseIcon className="size-5" />
            </button>
          ) : null}
        </div>
        {hasBody ? (
          <div
            ref={bodyRef}
            className={cn('min-h-0 flex-1 overflow-y-auto px-5 sm:px-6', full ? 'py-4' : 'py-3')}
          >
            {children}
          </div>
        ) : null}
        {footer ? (
          <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** Toasts live outside the dialog; focusing one (to close it) must not be undone. */
function isToast(node: Node): boolean {
  return node instanceof Element && node.closest('.Toastify') !== null;
}
