// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomepageAlerts } from './homepage-alerts.tsx';

afterEach(cleanup);

const alert = (id: number, link: string | null) => ({ id, icon: 'info', message: `Alert ${id}`, use_link: link !== null, link, start: null, end: null });

describe('HomepageAlerts', () => {
  it("keeps a link to a path of the site in the app, and opens any other in a new tab", () => {
    render(
      <MemoryRouter initialEntries={['/northfield']}>
        <HomepageAlerts alerts={[alert(1, '/northfield/hours-of-operation'), alert(2, 'www.northfield.example.edu/news'), alert(3, null)]} />
      </MemoryRouter>,
    );
    const [own, elsewhere] = screen.getAllByRole('link');
    expect(own).toHaveProperty('pathname', '/northfield/hours-of-operation');
    expect(own?.getAttribute('target')).toBeNull();
    expect(elsewhere?.getAttribute('href')).toBe('https://www.northfield.example.edu/news');
    expect(elsewhere?.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
