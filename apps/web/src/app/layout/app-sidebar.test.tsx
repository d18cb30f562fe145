import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppSidebar } from './app-sidebar';

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });
const topLevel = () =>
  within(nav())
    .getAllByRole('menuitem')
    .map((el) => el.textContent);

describe('AppSidebar', () => {
  it('builds a vendor menu from its MENU codes, Dashboard first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppSidebar user={makeUser({ menu: [100, 200, 400] })} />, '/dashboard');
    const labels = topLevel();
    expect(labels[0]).toBe('Dashboard');
    expect(labels).toEqual(['Dashboard', 'Invoice', 'Batch', 'Report']);
    expect(labels).not.toContain('Master');

    await user.click(within(nav()).getByText('Invoice'));
    expect(within(nav()).getByRole('link', { name: 'Create Invoice With PO' }).getAttribute('href')).toBe('/invoice/create');
    expect(within(nav()).queryByText('Create Invoice Non PO')).toBeNull();
  });

  it('opens the group of the current page and marks it selected', () => {
    renderWithProviders(<AppSidebar user={makeUser({ menu: [200, 210] })} />, '/batch/create');
    const link = within(nav()).getByRole('link', { name: 'Create Batch' });
    expect(link.closest('li')?.className).toContain('ant-menu-item-selected');
  });

  it('gives ORACLE users the Master menu', () => {
    renderWithProviders(<AppSidebar user={makeUser({ typeUser: 'ORACLE', role: 'FINANCE', menu: [], vendorId: null })} />, '/dashboard');
    expect(topLevel()).toContain('Master');
  });
});
