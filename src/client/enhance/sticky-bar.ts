const BAR_SELECTOR = '[data-sticky-bar]';

/**
 * Hides the phone's sticky Call / Get Quote bar while any form of the page is in view: the
 * visitor is already filling one in, and the bar would cover its lower fields and buttons.
 * `inert` takes the hidden bar out of the tab order too. Without IntersectionObserver the
 * bar simply stays.
 */
export function installStickyBar(doc: Document = document): void {
  const bar = doc.querySelector<HTMLElement>(BAR_SELECTOR);
  const view = doc.defaultView;
  if (!bar || !view || !('IntersectionObserver' in view)) return;
  const inView = new Set<Element>();
  const observer = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    const covered = inView.size > 0;
    bar.toggleAttribute('data-covered', covered);
    bar.inert = covered;
  });
  for (const form of doc.querySelectorAll('main form')) observer.observe(form);
}
