import { toast, type ToastVariant } from './toast-store.ts';

const FLASH_KEY = 'flash-toast';

interface FlashToast {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
}

/** A toast for the next page: for actions that end in a full page load (log out). */
export function setFlashToast(flash: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // No storage (private mode quotas): the action still happens, only its toast is lost.
  }
}

/** Shows the toast a previous page left, once. */
export function showFlashToast(): void {
  let flash: FlashToast | undefined;
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    flash = raw ? (JSON.parse(raw) as FlashToast) : undefined;
  } catch {
    flash = undefined;
  }
  if (flash && typeof flash.title === 'string') toast(flash);
}
