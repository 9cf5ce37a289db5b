import { Suspense, useSyncExternalStore } from 'react';
import { lazyOr } from './lazy-or.ts';
import { toastDemand } from './toast.ts';

// Sonner and its styles load with the visit's first toast, not with the app. Should they fail to
// load, the toast is lost, as a toast would be that nobody looked at.
const AppToaster = lazyOr(async () => (await import('./app-toaster.tsx')).AppToaster, () => null);

/** Where toasts appear: nothing at all until the first one is asked for. */
export function ToastHost() {
  const isWanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.isWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
