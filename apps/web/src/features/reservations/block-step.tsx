import type { z } from 'zod';
import type { reservationBlock } from '@commons/contract';
import { formatSlotTime } from '@commons/domain';
import { ChoiceGroup } from './choice-group.tsx';

type Block = z.infer<typeof reservationBlock>;

interface BlockStepProps {
  blocks: readonly Block[];
  value: number | null;
  onChange: (scheduleId: number) => void;
}

/** Step 3 (locations with reservation hours): the time block; an expired or used-up block says why. */
export function BlockStep({ blocks, value, onChange }: BlockStepProps) {
  return (
    <ChoiceGroup
      legend="Time block"
      choices={blocks.map((block) => ({
        value: block.schedule_id,
        label: `${block.name ? `${block.name}, ` : ''}${formatSlotTime(block.start)} – ${formatSlotTime(block.end)}`,
        note: block.tooltip,
        isDisabled: block.state !== 'open',
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
