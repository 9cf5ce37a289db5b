// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@commons/contract';
import { StaffCard } from './staff-card.tsx';

afterEach(cleanup);

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1,
  first_name: 'Priya',
  last_name: 'Raman',
  title: 'Campus Dietitian',
  email: 'priya@example.edu',
  phone: '6175550123',
  phone_formatted: '(617) 555-0123',
  bio: '<p>Registered dietitian.</p>',
  picture: { file_name: 'priya raman.svg' },
  ...over,
});

const renderCard = (m: StaffMember, onReadBio = vi.fn()) => {
  render(
    <ul>
      <StaffCard member={m} onReadBio={onReadBio} />
    </ul>,
  );
};

describe('StaffCard', () => {
  it('shows picture, name, title, e-mail, phone and a Read bio button', () => {
    const onReadBio = vi.fn();
    renderCard(member({}), onReadBio);
    expect(screen.getByRole('img', { name: 'Priya Raman' }).getAttribute('src')).toBe('/files/staff/priya%20raman.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Raman' })).toBeTruthy();
    expect(screen.getByText('Campus Dietitian')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'priya@example.edu' }).getAttribute('href')).toBe('mailto:priya@example.edu');
    expect(screen.getByRole('link', { name: '(617) 555-0123' }).getAttribute('href')).toBe('tel:+16175550123');
    const button = screen.getByRole('button', { name: 'Read bio: Priya Raman' });
    fireEvent.click(button);
    expect(onReadBio).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), button);
  });

  it('hides the placeholder phone, a missing picture and an empty bio', () => {
    renderCard(member({ phone: '0000000000', phone_formatted: '(000) 000-0000', picture: null, bio: ' ' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/000/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'priya@example.edu' })).toBeTruthy();
  });
});
