import type { UseQueryResult } from '@tanstack/react-query';
import type { Customer, ReservationLocation } from '@commons/contract';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { useCustomerInfo } from '../account/index.ts';
import { RESERVATION_UI_TEXTS } from './reservation-texts.ts';
import { ReservationWizard } from './reservation-wizard.tsx';
import type { ReservationWizard as WizardModel } from './use-reservation-wizard.ts';

interface BookingPanelProps {
  siteId: number;
  timeZone: string;
  lookahead: number;
  customer: Customer;
  locations: UseQueryResult<{ locations: ReservationLocation[] }>;
  wizard: WizardModel;
}

/** The wizard once the locations are loaded, for a logged-in customer whose names and e-mail (customer/info) fill the form. */
export function BookingPanel({ siteId, timeZone, lookahead, customer, locations, wizard }: BookingPanelProps) {
  const info = useCustomerInfo(siteId, customer.id);
  if (locations.isPending) return <LoadingState label="Loading locations…" />;
  if (locations.isError) return <ErrorState message={RESERVATION_UI_TEXTS.loadFailure} onRetry={() => void locations.refetch()} />;
  return (
    <ReservationWizard
      wizard={wizard}
      locations={locations.data.locations}
      siteId={siteId}
      timeZone={timeZone}
      lookahead={lookahead}
      customer={info.data?.customer ?? customer}
    />
  );
}
