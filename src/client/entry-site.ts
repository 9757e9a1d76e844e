import './site.css';
import { installAccountSlot } from './enhance/account-slot.ts';
import { installAreaFilter } from './enhance/area-filter.ts';
import { installMobileMenu } from './enhance/mobile-menu.ts';
import { installPhoneClickTracking } from './enhance/phone-clicks.ts';
import { installPrefetch } from './enhance/prefetch.ts';
import { recordBlogViews } from './enhance/record-view.ts';
import { installShareButtons } from './enhance/share.ts';
import { enableSiteStylesheet } from './enhance/site-stylesheet.ts';
import { installStickyBar } from './enhance/sticky-bar.ts';
import { installTestimonialsLinks } from './enhance/testimonials.ts';
import { installToaster } from './enhance/toasts.ts';
import { installLogoutButtons } from './enhance/logout-buttons.ts';
import { showFlashToast } from './components/ui/flash-toast.ts';
import { installTracker } from './features/tracking/install-tracker.ts';
import { startIslands } from './islands/runtime.ts';
import { inTurns } from './lib/in-turns.ts';
import { whenIdle } from './lib/when-idle.ts';

/**
 * The script of the public pages: their HTML is complete from the server, so this
 * only adds behaviour, in plain DOM code (no React: the build fails if it creeps
 * in). Interactive parts (quote forms, blog filters) are islands that bring React
 * along when a visitor first reaches for them. It starts after the first paint
 * (the page's boot script, decision 0066) and installs each behaviour in a task of
 * its own, so start-up runs no long task (issue 36).
 */
inTurns(
  [
    // First, so a flash toast or a woken island is styled by the whole sheet.
    enableSiteStylesheet,
    () => {
      installToaster();
      showFlashToast();
    },
    installPhoneClickTracking,
    installMobileMenu,
    installTestimonialsLinks,
    installLogoutButtons,
    installAccountSlot,
    installAreaFilter,
    installShareButtons,
    () => {
      // Only the About page has the contact form: its script loads there alone. Until it has, the form
      // posts as plain HTML and still works (decision 0024).
      if (document.querySelector('form[data-contact-form]')) {
        void import('./enhance/contact-form.ts').then(({ installContactForm }) => installContactForm());
      }
    },
    installStickyBar,
    installPrefetch,
    () => startIslands(),
  ],
  () => {
    // What no visitor waits on runs once the page is idle.
    whenIdle(() => {
      recordBlogViews();
      installTracker();
    });
    document.documentElement.dataset['ready'] = 'true';
  },
);
