import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Customer } from '@commons/contract';

export const SITE_ID = 9;

export const storedCustomer: Customer = {
  id: 41,
  first_name: 'Avery',
  last_name: "O'Neil",
  student_id: 'NF1234567',
  email: 'avery@northfield.example.edu',
  phone: '6175550123',
  mobile: null,
  address: '12 College Ave',
  city: 'Northfield',
  state: 'MA',
  zip: '01360',
  notify_by_text: false,
  allergens: [],
  contact_name: null,
  contact_number: null,
  carries_epinephrine: false,
  food_insecurity: false,
  identity_locked: false,
};

/** The server's answers, in order, as the browser's fetch would give them; records every request. */
export function answers(...replies: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The JSON body of the request number `index`. */
  const sentBody = (index = 0): unknown => JSON.parse(String(fetch.mock.calls[index]?.[1]?.body));
  return { fetch, sentBody };
}

export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
