import type { LocationDetail } from '@commons/contract';

function FactList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="location-facts__group">
      <h3>{title}</h3>
      <ul className="location-facts__chips">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Contact, labels, payment types, cuisines and address of a location. */
export function LocationFacts({ location }: { location: LocationDetail }) {
  const { address } = location;
  const phone = location.phone ?? address.phone;
  const phoneText = location.phone_formatted ?? address.phone_formatted ?? phone;
  const cityLine = [address.city, [address.state, address.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const hasContact = Boolean(location.contact_name || location.contact_email || phone);
  return (
    <div className="location-facts">
      {hasContact ? (
        <div className="location-facts__group">
          <h3>Contact</h3>
          <ul className="location-facts__lines">
            {location.contact_name ? <li>{location.contact_name}</li> : null}
            {location.contact_email ? (
              <li>
                <a href={`mailto:${location.contact_email}`}>{location.contact_email}</a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phoneText}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <FactList title="Features" items={location.labels} />
      <FactList title="Payment accepted" items={location.payment_types} />
      <FactList title="Cuisines" items={location.cuisines} />
      {address.street || cityLine ? (
        <div className="location-facts__group">
          <h3>Address</h3>
          <address>
            {address.street ? <span className="location-facts__line">{address.street}</span> : null}
            {cityLine ? <span className="location-facts__line">{cityLine}</span> : null}
          </address>
        </div>
      ) : null}
    </div>
  );
}
