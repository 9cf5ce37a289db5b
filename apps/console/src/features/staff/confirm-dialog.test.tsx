// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

const stale = 'Pat Platform changed this at 7:05 PM on Nov 22. Reload to see their change, then make yours again.';

function renderConfirm(onConfirm: () => Promise<unknown>) {
  const onReload = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog title="Deactivate Lee?" confirmLabel="Deactivate" onConfirm={onConfirm} onReload={onReload} onClose={onClose}>
      <p>Their sessions end at once and they can no longer sign in.</p>
    </ConfirmDialog>,
  );
  return { onReload, onClose };
}

describe('a confirmed change', () => {
  it('closes once it is done', async () => {
    const { onClose } = renderConfirm(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('over a newer version, says who changed it and offers Reload', async () => {
    const { onReload, onClose } = renderConfirm(async () => Promise.reject(new ApiError(409, stale, { version: stale })));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(stale);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on another failure, says the server’s message without Reload', async () => {
    renderConfirm(async () => Promise.reject(new ApiError(400, 'You cannot deactivate your own account or remove your own platform admin role.')));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/your own account/);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
