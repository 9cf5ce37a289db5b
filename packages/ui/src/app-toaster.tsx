import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToaster } from './toast.ts';
import './app-toaster.css';

/** docs/product/site.md#formats: a notification toast times out after 3000 ms, at the top centre. */
export const TOAST_DURATION_MS = 3000;

/**
 * Sonner's toaster in the app's colours. Its container is a polite live region (`aria-live`); the
 * toasts are handed to it from the frame after it is on the page, so the region exists before its
 * first toast and screen readers announce that one too.
 */
export function AppToaster() {
  useEffect(() => {
    let detach: (() => void) | null = null;
    const frame = requestAnimationFrame(() => {
      detach = attachToaster({
        show: ({ text, kind }) => {
          if (kind === 'error') toast.error(text);
          else if (kind === 'success') toast.success(text);
          else toast(text);
        },
        dismissAll: () => toast.dismiss(),
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      detach?.();
    };
  }, []);
  return <Toaster className="app-toaster" position="top-center" duration={TOAST_DURATION_MS} theme="light" richColors closeButton />;
}
