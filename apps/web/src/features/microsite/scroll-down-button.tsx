import { Icon } from '@commons/ui/icons/icon.tsx';
import { useReducedMotion } from '../../ui/use-reduced-motion.ts';

/** Scrolls to the first landing section and moves focus there (smoothly unless reduced motion is asked for). */
export function ScrollDownButton({ targetId }: { targetId: string }) {
  const prefersReducedMotion = useReducedMotion();
  const onClick = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="scroll-down" aria-label="Scroll to content" onClick={onClick}>
      <Icon name="chevron-down" size={28} />
    </button>
  );
}
