import type { AnalyticsTrackBody } from '@mitics/contracts';

export const TRACK_URL = '/api/analytics/track';

function warn(error: unknown) {
  console.warn('[analytics] event not recorded:', error);
}

/**
 * Fire and forget: never awaited, never throws, survives a navigation
 * (keepalive). A failure only logs a warning (reader spec §8).
 */
export function postTrack(body: AnalyticsTrackBody): void {
  try {
    fetch(TRACK_URL, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(
      (response) => {
        if (!response.ok) warn(`${response.status} ${response.statusText}`);
      },
      warn,
    );
  } catch (error) {
    warn(error);
  }
}

/** For the page going away: sendBeacon with a JSON Blob, else a keepalive fetch. */
export function beaconTrack(body: AnalyticsTrackBody): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (navigator.sendBeacon(TRACK_URL, blob)) return;
    }
  } catch (error) {
    warn(error);
  }
  postTrack(body);
}
