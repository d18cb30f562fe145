import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { MenuDrawer } from './menu-drawer';

/** The drawer as the layout holds it: a button opens it, choosing a page closes it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MenuDrawer user={makeUser({ menu: [100, 110, 200, 210] })} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('MenuDrawer (the menu on a phone)', () => {
  it('is a dialog named Menu holding the main menu, and closes when a page is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, '/dashboard');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByText('Batch'));
    await user.click(within(nav).getByRole('link', { name: 'Create Batch' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
