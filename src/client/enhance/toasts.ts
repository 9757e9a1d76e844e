import { dismissToast, getToasts, pauseToast, resumeToast, subscribeToToasts, type ToastItem } from '../components/ui/toast-store.ts';

// Above a sticky bar at the bottom of a phone screen (it sets --sticky-bar-height), never over it.
const VIEWPORT_CLASS =
  'pointer-events-none fixed inset-x-0 bottom-[var(--sticky-bar-height,0px)] z-50 m-0 flex max-h-screen flex-col gap-2 p-4 sm:left-auto sm:w-full sm:max-w-sm';
const CARD_CLASS = 'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg';
const CLOSE_CLASS = 'absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md transition-colors';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

/**
 * The toaster of the static pages, without React: the same store and look as the
 * app's Radix toaster (a polite live region, a close button, the countdown paused
 * while the pointer or focus is on the toast). Islands raise toasts into the same store.
 */
export function installToaster(doc: Document = document): void {
  const region = doc.createElement('section');
  region.setAttribute('aria-label', 'Notifications');
  const list = doc.createElement('div');
  list.className = VIEWPORT_CLASS;
  region.append(list);
  doc.body.append(region);

  const render = () => {
    list.replaceChildren(...getToasts().map((item) => card(doc, item)));
  };
  subscribeToToasts(render);
  render();
}

function card(doc: Document, item: ToastItem): HTMLDivElement {
  const destructive = item.variant === 'destructive';
  const li = doc.createElement('div');
  li.setAttribute('role', destructive ? 'alert' : 'status');
  li.setAttribute('aria-atomic', 'true');
  li.className = `${CARD_CLASS} ${destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'}`;
  const text = doc.createElement('div');
  text.className = 'grid gap-1';
  const title = doc.createElement('div');
  title.className = 'text-sm font-semibold';
  title.textContent = String(item.title);
  text.append(title);
  if (item.description) {
    const description = doc.createElement('div');
    description.className = `text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`;
    description.textContent = String(item.description);
    text.append(description);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close notification');
  close.className = `${CLOSE_CLASS} ${destructive ? 'text-red-50 hover:bg-red-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'}`;
  close.innerHTML = CLOSE_ICON;
  close.addEventListener('click', () => dismissToast(item.id));
  li.append(text, close);
  for (const type of ['pointerenter', 'focusin']) li.addEventListener(type, () => pauseToast(item.id));
  for (const type of ['pointerleave', 'focusout']) li.addEventListener(type, () => resumeToast(item.id));
  return li;
}
