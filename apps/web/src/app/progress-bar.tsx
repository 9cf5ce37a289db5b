import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import './progress-bar.css';

/** Quick navigations finish before the bar would flash. */
const SHOW_AFTER_MS = 120;

/**
 * A slim bar at the top of the window while a navigation loads its data or code. The first page
 * load is not a navigation (the router is still starting), so the bar shows only after it.
 */
export function ProgressBar() {
  const isNavigating = useNavigation().state !== 'idle';
  const [isSlow, setIsSlow] = useState(false);

  useEffect(() => {
    if (!isNavigating) return;
    const timer = window.setTimeout(() => setIsSlow(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isNavigating]);

  if (!isNavigating || !isSlow) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label="Loading page">
      <div className="progress-bar__fill" />
    </div>
  );
}
