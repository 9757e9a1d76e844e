import { useLocation } from 'wouter';

const TESTIMONIALS_ID = 'testimonials';
/** The spec's delay before scrolling once the home page has rendered. */
const SCROLL_DELAY_MS = 100;

/** How long to keep looking for the section while the home page chunk loads. */
const GIVE_UP_AFTER_MS = 3000;

function scrollToTestimonials(startedAt = Date.now()) {
  const section = document.getElementById(TESTIMONIALS_ID);
  if (section) {
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  } else if (Date.now() - startedAt < GIVE_UP_AFTER_MS) {
    requestAnimationFrame(() => scrollToTestimonials(startedAt));
  }
}

/** Testimonials lives on the home page: scroll there, navigating home first when needed. */
export function useTestimonialsLink(): () => void {
  const [location, navigate] = useLocation();
  return () => {
    if (location === '/') {
      scrollToTestimonials();
      return;
    }
    navigate('/');
    setTimeout(() => scrollToTestimonials(), SCROLL_DELAY_MS);
  };
}
