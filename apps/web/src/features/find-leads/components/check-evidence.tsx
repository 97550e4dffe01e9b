import type { LeadCheckEvidence } from '@leadvault/contract';
import { Info } from 'lucide-react';
import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { LoadError } from '@/components/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDismiss } from '@/lib/use-dismiss';
import {
  CHECK_STATUS_LABELS,
  catchAllText,
  reasonLabel,
  smtpCodes,
  VERIFICATION_FLAG_LABELS,
  VERIFICATION_METHOD_LABELS,
} from '@/lib/verification-labels';
import { useLeadCheck } from '../api/get-lead-check';
import { formatDateTime, NOT_CHECKED_TEXT } from '../labels';

/** How the evidence was opened: a pointer resting on it, keyboard focus, or a click (stays). */
type OpenedBy = 'hover' | 'focus' | 'pinned';

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 250;
const GAP = 6;
const EDGE = 8;

/** The popover sits under its button, kept inside the window (above it when there is no room). */
function place(button: HTMLElement, panel: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const width = panel.offsetWidth;
  const height = panel.offsetHeight;
  const left = Math.min(Math.max(EDGE, anchor.left), window.innerWidth - width - EDGE);
  const below = anchor.bottom + GAP;
  const top =
    below + height > window.innerHeight - EDGE && anchor.top - GAP - height > EDGE
      ? anchor.top - GAP - height
      : below;
  panel.style.left = `${Math.max(EDGE, left)}px`;
  panel.style.top = `${top}px`;
}

const supportsPopover = (element: HTMLElement | null): element is HTMLElement =>
  typeof element?.showPopover === 'function';

/**
 * The evidence behind an e-mail's status: a small button beside the badge that opens, on hover,
 * on keyboard focus or on a click, what our latest check saw (mail server, catch-all, the
 * server's answer, method, exact time). Asked for only once opened. Escape closes it; a click
 * keeps it open until a click elsewhere. The panel lives in the top layer (the Popover API), so
 * the lead table's scrolling box does not clip it, and right after its button in the page, so a
 * screen reader reads it next.
 */
export function CheckEvidence({ leadId, label }: { leadId: string; label: string }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const check = useLeadCheck(leadId, open);
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  const later = useCallback((ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Shown in the top layer and placed under the button; kept there while the page scrolls.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!open || !button || !supportsPopover(panel)) return;
    if (!panel.matches(':popover-open')) panel.showPopover();
    const reposition = () => place(button, panel);
    reposition();
    window.addEventListener('scroll', reposition, true);
    window.addEventListener('resize', reposition);
    return () => {
      window.removeEventListener('scroll', reposition, true);
      window.removeEventListener('resize', reposition);
    };
  });

  useDismiss({
    open,
    within: [rootRef],
    returnFocus: buttonRef,
    onDismiss: () => setOpenedBy(null),
  });

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (openedBy === null) later(HOVER_OPEN_MS, () => setOpenedBy((now) => now ?? 'hover'));
    else clearTimeout(timer.current);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    later(HOVER_CLOSE_MS, () => setOpenedBy((now) => (now === 'hover' ? null : now)));
  };
  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    let keyboard = true;
    try {
      keyboard = event.currentTarget.matches(':focus-visible');
    } catch {
      // An engine without :focus-visible: treat focus as the keyboard's.
    }
    if (keyboard) setOpenedBy((now) => now ?? 'focus');
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
      setOpenedBy((now) => (now === 'hover' ? now : null));
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is the mouse's way to what the button's focus and click already open.
    <span
      ref={rootRef}
      className="inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onFocus={onFocus}
        onClick={() => setOpenedBy((now) => (now === 'pinned' ? null : 'pinned'))}
        className={cn(
          'inline-flex size-6 items-center justify-center rounded-full text-slate-500 transition-colors',
          'hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
          open && 'bg-slate-100 text-slate-800',
        )}
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          popover="manual"
          className="m-0 w-72 max-w-[calc(100vw-1rem)] overflow-visible rounded-xl border border-slate-200 bg-white p-4 text-left text-sm font-normal whitespace-normal text-slate-700 shadow-lg [inset:auto]"
        >
          {check.isPending ? (
            <p role="status" className="flex items-center gap-2 text-slate-600">
              <Spinner size="sm" className="text-indigo-600" />
              Loading the check...
            </p>
          ) : check.isError ? (
            <LoadError
              error={check.error}
              onRetry={() => void check.refetch()}
              title="We couldn't load this check."
            />
          ) : check.data.check ? (
            <EvidenceDetails check={check.data.check} />
          ) : (
            <p>{NOT_CHECKED_TEXT}.</p>
          )}
        </div>
      ) : null}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-800 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** What our latest check of the address saw, in words. */
export function EvidenceDetails({ check }: { check: LeadCheckEvidence }) {
  const codes = smtpCodes(check);
  return (
    <div className="space-y-3">
      <p className="font-semibold text-slate-900">
        {CHECK_STATUS_LABELS[check.status]}: {reasonLabel(check.reason)}
      </p>
      <dl className="space-y-2">
        <Fact term="Checked">
          <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt)}</time>
        </Fact>
        <Fact term="Mail server">{check.mailHost ?? 'None reached'}</Fact>
        <Fact term="Catch-all domain">{catchAllText(check)}</Fact>
        <Fact term="Server's answer">
          {codes || check.reply ? (
            <>
              {codes ? <span className="font-mono text-xs font-semibold">{codes}</span> : null}
              {codes && check.reply ? ' ' : null}
              {check.reply ? <q>{check.reply}</q> : null}
            </>
          ) : (
            'No answer recorded'
          )}
        </Fact>
        <Fact term="Method">{VERIFICATION_METHOD_LABELS[check.method]}</Fact>
        {check.flags.length > 0 ? (
          <Fact term="Also noted">
            {check.flags.map((flag) => VERIFICATION_FLAG_LABELS[flag]).join(' · ')}
          </Fact>
        ) : null}
      </dl>
    </div>
  );
}
