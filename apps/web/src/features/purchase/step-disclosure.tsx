import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';

interface StepDisclosureProps {
  id: string;
  number: number;
  title: string;
  isDisabled?: boolean;
  children: ReactNode;
}

/** One step of the purchase accordion: a heading whose button opens its panel. */
export function StepDisclosure({ id, number, title, isDisabled = false, children }: StepDisclosureProps) {
  return (
    <Disclosure id={id} className="purchase-step" isDisabled={isDisabled}>
      <Heading level={2} className="purchase-step__heading">
        <Button slot="trigger" className="purchase-step__trigger">
          <span className="purchase-step__number" aria-hidden="true">
            {number}
          </span>
          <span>
            <span className="visually-hidden">Step {number}: </span>
            {title}
          </span>
          <span className="purchase-step__chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="purchase-step__panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}
