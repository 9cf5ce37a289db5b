import type { Control } from 'react-hook-form';
import type { OnTheGoBody } from '@commons/contract';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ON_THE_GO_UI_TEXTS as T } from './on-the-go-texts.ts';
import type { OrderValues } from './order-values.ts';

export interface PickUpOffer {
  location: { id: number; name: string };
  times: readonly { value: string; label: string }[];
}

interface PickUpTimeFieldProps {
  control: Control<OrderValues, unknown, OnTheGoBody>;
  offer: PickUpOffer | undefined;
  isError: boolean;
  onRetry: () => void;
  /** The id of what the field says when no time can be chosen (loading, failed, none offered): the submit button points to it. */
  statusId: string;
}

/** The pick-up time: a select of the times on offer under the location's name, or why there is none to choose. */
export function PickUpTimeField({ control, offer, isError, onRetry, statusId }: PickUpTimeFieldProps) {
  if (offer && offer.times.length > 0) {
    const options = offer.times.map((time) => ({ value: time.value, label: time.label }));
    return <SelectField control={control} name="pick_up" label={T.pickUpLabel} hint={T.pickUpAt(offer.location.name)} placeholder={T.pickUpPlaceholder} options={options} isRequired />;
  }
  return (
    <div className="form-field">
      <p className="form-field__label otg-pick-up__label">{T.pickUpLabel}</p>
      <div id={statusId}>
        {offer ? (
          <>
            <p className="form-field__hint">{T.pickUpAt(offer.location.name)}</p>
            <p className="otg-pick-up__none" role="status">
              {T.noPickUpTimes}
            </p>
          </>
        ) : isError ? (
          <ErrorState message={T.pickUpFailed} onRetry={onRetry} />
        ) : (
          <LoadingState label={T.pickUpLoading} />
        )}
      </div>
    </div>
  );
}
