// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CateringTable } from './catering-table.tsx';

afterEach(cleanup);

describe('CateringTable', () => {
  it('lists each file with its description, human size and a download link that names the file', () => {
    render(
      <CateringTable
        files={[
          { title: 'Catering Menu', description: 'Everything we make.', file_size: 1_258_291, file: 'catering menu.pdf' },
          { title: 'Order Form', description: null, file_size: 900, file: 'order-form.docx' },
        ]}
      />,
    );
    expect(screen.getByRole('table', { name: 'Catering files to download' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Catering Menu', 'Order Form']);
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(screen.getByText('900 bytes')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download Catering Menu (PDF, 1.2 MB)' });
    expect(link.getAttribute('href')).toBe('/files/catering/catering%20menu.pdf');
    expect(screen.getByRole('link', { name: 'Download Order Form (DOCX, 900 bytes)' })).toBeTruthy();
  });
});
