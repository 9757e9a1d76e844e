import { dashboardPathFor } from '#shared/domain/user.ts';
import { readSession } from '../lib/auth-session.ts';

export const MOBILE_MENU_TEMPLATE_ID = 'mobile-menu-template';

/**
 * The phone menu of a static page. The server renders it inside a <template> with
 * both the signed-in and the signed-out entries; opening clones it (keeping the
 * entries that apply) and closing removes it, so it never lingers after a choice,
 * on Escape, or when the page comes back from the back-forward cache.
 */
export function installMobileMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const template = doc.getElementById(MOBILE_MENU_TEMPLATE_ID);
  if (!toggle || !(template instanceof HTMLTemplateElement)) return;
  let menu: HTMLElement | null = null;

  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    toggle.querySelector('[data-icon="open"]')?.classList.toggle('hidden', open);
    toggle.querySelector('[data-icon="close"]')?.classList.toggle('hidden', !open);
  };
  const close = () => {
    menu?.remove();
    menu = null;
    show(false);
  };
  const open = () => {
    const copy = template.content.firstElementChild?.cloneNode(true);
    if (!(copy instanceof HTMLElement)) return;
    keepSessionEntries(copy);
    copy.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a, button')) close();
    });
    template.after(copy);
    menu = copy;
    show(true);
  };

  toggle.addEventListener('click', () => (menu ? close() : open()));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu) {
      close();
      toggle.focus();
    }
  });
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) close();
  });
}

function keepSessionEntries(menu: HTMLElement): void {
  const session = readSession();
  const drop = session ? 'signed-out' : 'signed-in';
  for (const entry of menu.querySelectorAll(`[data-when="${drop}"]`)) entry.remove();
  const dashboard = menu.querySelector<HTMLAnchorElement>('[data-dashboard-link]');
  if (session && dashboard) dashboard.href = dashboardPathFor(session.role);
}
