import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { RouteBoundary } from './route-boundary.tsx';

function Broken(): never {
  throw new Error('broken page');
}

describe('RouteBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page in place of a page that throws, and clears it on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <Link to="/fine">fine</Link>
        <RouteBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </RouteBoundary>
      </>,
      { route: '/broken' },
    );
    expect(await screen.findByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'fine' }));
    expect(await screen.findByText('fine page')).toBeInTheDocument();
  });
});
