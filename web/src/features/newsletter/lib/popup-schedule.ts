/** Reader spec §4, §9: the 'Stay Informed' pop-up. */

/** When the pop-up was last shown or dismissed (epoch ms, as text). */
export const POPUP_STORAGE_KEY = 'newsletter-popup-shown';
/** Test/QA override of the delay, in ms; used only when present and valid. */
export const POPUP_DELAY_OVERRIDE_KEY = 'mitics:popup-delay-ms';

export const POPUP_DELAY_MS = 60_000;
export const POPUP_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or nothing when it is unavailable (private mode, blocked cookies). */
export function popupStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(store: Store | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The delay before the pop-up opens: 60 s unless the override key holds a non-negative number. */
export function popupDelayMs(store: Store | null): number {
  const raw = read(store, POPUP_DELAY_OVERRIDE_KEY);
  if (raw === null || raw.trim() === '') return POPUP_DELAY_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : POPUP_DELAY_MS;
}

/** False when the pop-up was shown or dismissed less than 7 days before `now`. */
export function shouldShowPopup(store: Store | null, now: number): boolean {
  const raw = read(store, POPUP_STORAGE_KEY);
  if (raw === null) return true;
  const last = Number(raw);
  if (!Number.isFinite(last)) return true;
  return now - last >= POPUP_SUPPRESS_MS;
}

export function recordPopupSeen(store: Store | null, now: number): void {
  try {
    store?.setItem(POPUP_STORAGE_KEY, String(now));
  } catch {
    // Storage full or blocked: the pop-up may show again, nothing worse.
  }
}

export const popupToasts = {
  success: { title: 'Success!', description: "You've been subscribed to our newsletter." },
  failure: { title: 'Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' },
} as const;
