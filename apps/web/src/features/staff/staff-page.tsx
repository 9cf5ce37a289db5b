import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Section, StaffMember } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { staffQueries } from './queries.ts';
import { StaffBioDialog } from './staff-bio-dialog.tsx';
import { StaffCard } from './staff-card.tsx';
import './staff.css';

/** docs/product/site.md#staff, #errors. */
export const EMPTY_STAFF_TEXT = 'We are now taking applications!';

/** Staff (section staff, docs/product/site.md#staff): a card per active staff member; a bio opens in a dialog. */
export function StaffPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(staffQueries.active(site.id));
  const staff = query.data?.staff;
  const [open, setOpen] = useState<StaffMember | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const readBio = (member: StaffMember, button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(member);
  };
  const closeBio = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <div className="section-page container staff-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Meet the ${site.name} Dining team.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading staff…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong loading this content." onRetry={() => void query.refetch()} /> : null}
      {staff && staff.length === 0 ? <p className="staff-page__empty">{EMPTY_STAFF_TEXT}</p> : null}
      {staff && staff.length > 0 ? (
        <ul className="staff-grid">
          {staff.map((member) => (
            <StaffCard key={member.id} member={member} onReadBio={readBio} />
          ))}
        </ul>
      ) : null}
      {open ? <StaffBioDialog member={open} onClose={closeBio} /> : null}
    </div>
  );
}
