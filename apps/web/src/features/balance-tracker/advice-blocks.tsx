import { useId } from 'react';
import type { OrderFormSettings } from '@commons/contract';
import { SettingsText } from '../purchase/index.ts';
import { BALANCE_TRACKER_TEXTS } from './balance-tracker-texts.ts';

type AdviceSettings = Pick<OrderFormSettings, 'balance_tracker_msg_bal_low' | 'balance_tracker_msg_bal_high' | 'balance_tracker_msg_budget'>;

/** The three advice blocks of the settings (docs/product/purchase.md#balance-tracker), each under its heading when its text is not empty. */
export function AdviceBlocks({ settings }: { settings: AdviceSettings }) {
  const baseId = useId();
  const blocks = [
    { key: 'low', heading: BALANCE_TRACKER_TEXTS.advice.low, text: settings.balance_tracker_msg_bal_low },
    { key: 'high', heading: BALANCE_TRACKER_TEXTS.advice.high, text: settings.balance_tracker_msg_bal_high },
    { key: 'budget', heading: BALANCE_TRACKER_TEXTS.advice.budget, text: settings.balance_tracker_msg_budget },
  ].filter((block) => block.text.trim() !== '');
  if (blocks.length === 0) return null;
  return (
    <div className="balance-advice">
      {blocks.map((block) => (
        <section key={block.key} className={`balance-advice__block balance-advice__block--${block.key}`} aria-labelledby={`${baseId}${block.key}`}>
          <h2 id={`${baseId}${block.key}`} className="balance-advice__heading">{block.heading}</h2>
          <SettingsText text={block.text} className="balance-advice__text" />
        </section>
      ))}
    </div>
  );
}
