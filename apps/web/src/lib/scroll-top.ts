/** When errors are shown the page scrolls to the top, where the red list is. */
export function scrollToTop(): void {
  // jsdom has no scrolling; real browsers do.
  if (typeof window.scrollTo === 'function') {
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      // Not implemented (tests): nothing to scroll.
    }
  }
}
