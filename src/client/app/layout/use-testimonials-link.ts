import { useLocation } from 'wouter';

const TESTIMONIALS_ID = 'testimonials';
/** The spec's delay before scrolling once the home page has rendered. */
const SCROLL_DELAY_MS = 100;

function scrollToTestimonials() {
  document.getElementById(TESTIMONIALS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
    setTimeout(scrollToTestimonials, SCROLL_DELAY_MS);
  };
}
