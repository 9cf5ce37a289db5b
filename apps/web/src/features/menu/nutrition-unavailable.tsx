import { useEffect } from 'react';
import { notify } from '@commons/ui/toast.ts';

/** Stands in for the nutrition dialog when its code cannot be fetched: says so in a toast and closes. */
export function NutritionUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    notify('The nutrition information could not be loaded. Please try again.', 'error');
    onClose();
  }, [onClose]);
  return null;
}
