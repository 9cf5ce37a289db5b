// @vitest-environment jsdom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyOr } from './lazy-or.ts';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;
const Unavailable = ({ name }: { name: string }) => <p>No greeting for {name}</p>;

describe('lazyOr', () => {
  it('renders the component once its code has loaded', async () => {
    const Lazy = lazyOr(() => Promise.resolve(Greeting), Unavailable);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
  });

  it('renders the fallback with the same props when the code cannot be fetched', async () => {
    const Lazy = lazyOr<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), Unavailable);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('No greeting for Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
