/**
 * When a form's checks fail, the keyboard goes to the first field that says what is wrong, as
 * use-form.ts does for its own forms. The other forms show their errors (aria-invalid, role="alert")
 * and left the focus on the button just pressed: a keyboard user had to look for the field. One
 * listener for every form, so that a new form cannot forget it.
 *
 * A form's errors may come a moment after the submit: its schema loads on demand (decision 040), or
 * the server finds them. So the form is watched from its submit until an error shows, the member does
 * anything else (a key, a click), or a few seconds pass; it never takes the focus from what the member
 * went on to.
 */
const WATCH_MS = 10_000;

export function focusFirstInvalidOnSubmit(doc: Document): void {
  let stopWatching = () => {};
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching();
    let watching = true;
    const focusInvalid = (): boolean => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!invalid) return false;
      const active = doc.activeElement;
      const stayed = !active || active === doc.body || form.contains(active);
      if (stayed && active?.getAttribute('aria-invalid') !== 'true') invalid.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusInvalid()) stop();
    });
    const timer = setTimeout(() => stop(), WATCH_MS);
    const stop = () => {
      watching = false;
      observer.disconnect();
      clearTimeout(timer);
      doc.removeEventListener('keydown', stop, true);
      doc.removeEventListener('pointerdown', stop, true);
    };
    stopWatching = stop;
    // Errors shown at once are in place by the next frame (React commits before it), and the same
    // errors as the last attempt change nothing in the page: look then, and watch for what comes later.
    requestAnimationFrame(() => {
      if (!watching) return;
      if (focusInvalid()) return stop();
      observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
      doc.addEventListener('keydown', stop, true);
      doc.addEventListener('pointerdown', stop, true);
    });
  });
}
