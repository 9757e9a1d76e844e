/** Room kept between a sticky header and the outcome scrolled up under it. */
const GAP_PX = 16;

/** How far down the page's sticky or fixed header reaches (0 without one): what a target at the top must clear. */
function stickyHeaderBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position !== 'sticky' && position !== 'fixed') continue;
    const box = header.getBoundingClientRect();
    if (box.top <= 1) bottom = Math.max(bottom, box.bottom);
  }
  return bottom;
}

/**
 * Shows the outcome of a form that appeared where the visitor is not looking: above the fold, or in place
 * of a long form whose button was far below it (issue 30: on a phone, "Agreement accepted" sat 671 px
 * above the screen while the signer looked at the footer). The outcome (its heading, as a rule) takes
 * focus, so keyboard and screen-reader users land on it, and is scrolled to the top of the screen below
 * any sticky header; smoothly unless the visitor asked for reduced motion. Plain DOM, so the page
 * scripts without React (the contact form) use it too; React outcomes take `useRevealOutcome`.
 */
export function revealOutcome(target: HTMLElement | null | undefined): void {
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  if (!(parseFloat(getComputedStyle(target).scrollMarginTop) > 0)) {
    const clear = stickyHeaderBottom();
    if (clear > 0) target.style.scrollMarginTop = `${Math.ceil(clear) + GAP_PX}px`;
  }
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
