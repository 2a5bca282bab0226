export { Toaster, TOAST_HOTKEY } from './toaster';
export {
  clearToasts,
  dismissToast,
  showToast,
  SWIPE_DISMISS_THRESHOLD_PX,
  TOAST_DURATION_MS,
  toastQueue,
  type ToastContent,
  type ToastVariant,
} from './toast-queue';
