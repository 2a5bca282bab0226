/** Marks the toast region so the F8 handler can find it. */
export const TOAST_REGION_ATTR = 'data-toast-region';
