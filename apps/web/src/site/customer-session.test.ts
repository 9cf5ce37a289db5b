import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@commons/contract';
import { customerKey, customerSessionChanged, customerSessionQuery } from './customer-session.ts';

const avery = { id: 41, first_name: 'Avery' } as Customer;

describe('customerSessionChanged', () => {
  it("drops the site's customer data but the session, writes the new session and marks it to be asked again", async () => {
    const client = new QueryClient();
    const session = customerSessionQuery(9);
    client.setQueryData(session.queryKey, { customer: avery });
    client.setQueryData([...customerKey(9), 'info', 41], { customer: avery });
    client.setQueryData([...customerKey(10), 'info', 7], { customer: avery });

    await customerSessionChanged(client, 9, null);

    expect(client.getQueryData([...customerKey(9), 'info', 41])).toBeUndefined();
    expect(client.getQueryData([...customerKey(10), 'info', 7])).toEqual({ customer: avery });
    expect(client.getQueryData(session.queryKey)).toEqual({ customer: null });
    expect(client.getQueryState(session.queryKey)?.isInvalidated).toBe(true);
  });
});
