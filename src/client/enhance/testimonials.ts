const TESTIMONIALS_ID = 'testimonials';
const SCROLL_KEY = 'scroll-to';
/** The spec's delay before scrolling once the home page has loaded. */
export const SCROLL_DELAY_MS = 100;

function scrollToTestimonials(doc: Document): void {
  doc.getElementById(TESTIMONIALS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Testimonials lives on the home page: scroll there, or go home first and scroll
 * after the page has loaded (the URL stays "/", so visits are counted on "/").
 */
export function goToTestimonials(doc: Document = document): void {
  if (doc.location.pathname === '/') {
    scrollToTestimonials(doc);
    return;
  }
  sessionStorage.setItem(SCROLL_KEY, TESTIMONIALS_ID);
  doc.location.assign('/');
}

/** Every [data-testimonials] button, and the scroll a previous page asked for. */
export function installTestimonialsLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-testimonials]')) goToTestimonials(doc);
  });
  if (sessionStorage.getItem(SCROLL_KEY) === TESTIMONIALS_ID) {
    sessionStorage.removeItem(SCROLL_KEY);
    setTimeout(() => scrollToTestimonials(doc), SCROLL_DELAY_MS);
  }
}
