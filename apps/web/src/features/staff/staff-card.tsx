import type { StaffMember } from '@commons/contract';
import { EmailText } from './email-text.tsx';
import { staffPhone } from './staff-phone.ts';
import { paths } from '../../api/paths.ts';

interface StaffCardProps {
  member: StaffMember;
  /** Opens the bio dialog; the button is handed over so focus can come back to it. */
  onReadBio: (member: StaffMember, button: HTMLButtonElement) => void;
}

const pictureUrl = (fileName: string) => paths.file('staff', fileName);
const initialsOf = (member: StaffMember) => `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.toUpperCase();

/** One staff member: picture, name, title, e-mail, phone and a button for the bio. */
export function StaffCard({ member, onReadBio }: StaffCardProps) {
  const name = `${member.first_name} ${member.last_name}`;
  const phone = staffPhone(member);
  const hasBio = Boolean(member.bio?.trim());
  return (
    <li className="staff-card">
      {member.picture ? (
        <img className="staff-card__picture" src={pictureUrl(member.picture.file_name)} alt={name} width={240} height={240} loading="lazy" />
      ) : (
        <div className="staff-card__picture staff-card__picture--none" aria-hidden="true">
          {initialsOf(member)}
        </div>
      )}
      <div className="staff-card__body">
        <h2 className="staff-card__name">{name}</h2>
        {member.title ? <p className="staff-card__title">{member.title}</p> : null}
        {member.email || phone ? (
          <ul className="staff-card__contact">
            {member.email ? (
              <li>
                <span className="visually-hidden">E-mail: </span>
                <a href={`mailto:${member.email}`}>
                  <EmailText email={member.email} />
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <span className="visually-hidden">Phone: </span>
                <a href={phone.href}>{phone.text}</a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {hasBio ? (
          <div className="staff-card__actions">
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Read bio: ${name}`}
              onClick={(event) => onReadBio(member, event.currentTarget)}
            >
              Read bio
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
