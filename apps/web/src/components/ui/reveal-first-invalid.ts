/**
 * After a submit with errors, focuses the first invalid field and scrolls it, with its label
 * and message, clear of the sticky header (the room comes from `scroll-margin` and
 * `scroll-padding-top` in index.css).
 */
export function revealFirstInvalid(formElement: HTMLFormElement | null) {
  // The error messages render after this call: wait for them.
  requestAnimationFrame(() => {
    const field = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    if (document.activeElement !== field) field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'nearest' });
  });
}
