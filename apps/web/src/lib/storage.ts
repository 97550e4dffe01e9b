/**
 * Browser storage of small UI state. Storage can be unavailable (private mode, blocked
 * cookies); every access is guarded so the app keeps working without it.
 */

const LAST_CLICKED_PACKAGE_KEY = 'lastClickedPackage';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is full or blocked: the value is simply not remembered.
  }
}

/** The package whose 'Buy Now' was clicked last, so sign-up can return to it. */
export const lastClickedPackage = {
  key: LAST_CLICKED_PACKAGE_KEY,
  get(): string | null {
    const value = read(LAST_CLICKED_PACKAGE_KEY)?.trim();
    return value ? value : null;
  },
  set(packageId: string): void {
    write(LAST_CLICKED_PACKAGE_KEY, packageId);
  },
  clear(): void {
    write(LAST_CLICKED_PACKAGE_KEY, null);
  },
};
