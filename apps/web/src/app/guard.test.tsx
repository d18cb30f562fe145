import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, quietPortal } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { renderApp } from '../test/render';
import { saveLogin } from '../lib/session';
import { safeRedirectTarget } from './guard';

// The first render of a lazy route compiles antd in jsdom: allow more than the default second.
const slow = { timeout: 15_000 };

describe('route guard', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to the login page with a redirect back', async () => {
    mockFetch(...quietPortal);
    const { router } = renderApp('/invoice/list?status=OPEN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/invoice/list?status=OPEN');
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeTruthy();
  });

  it('says "Session Expired, Please Login.." when the stored session has run out', async () => {
    const login = makeLogin({ typeUser: 'VENDOR', company: AAM });
    saveLogin({ ...login, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    mockFetch(...quietPortal);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp('/invoice/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(alert).toHaveBeenCalledWith('Session Expired, Please Login..');
    expect(window.localStorage.getItem('faktura.session')).toBeNull();
  });

  it('alerts "Unauthorized" and goes to the dashboard when the user type is not allowed', async () => {
    saveLogin(makeLogin({ typeUser: 'VENDOR', company: AAM }));
    mockFetch(...quietPortal);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp('/invoice/find');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
    expect(alert).toHaveBeenCalledWith('Unauthorized');
    expect(await screen.findByText('Latest Invoices', {}, slow)).toBeTruthy();
  });

  it('opens an allowed route, showing its title and the placeholder of later screens', async () => {
    // /invoice/create-nonpo-pic is the one route of the table with no screen of its own yet.
    saveLogin(makeLogin({ typeUser: 'VENDOR', company: AAM, menu: [] }));
    mockFetch(...quietPortal);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/invoice/create-nonpo-pic');
    expect(await screen.findByText('This screen is coming in a later release.', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Create Invoice Non PO (PIC)').length).toBeGreaterThan(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('requires the company step before any portal route', async () => {
    saveLogin(makeLogin({ company: null }));
    mockFetch(...quietPortal);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(await screen.findByRole('button', { name: 'Go to dashboard' }, slow)).toBeTruthy();
  });

  it('redirects / to login, or to the dashboard once logged in', async () => {
    mockFetch(...quietPortal);
    const anonymous = renderApp('/');
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'), slow);
    anonymous.unmount();
    saveLogin(makeLogin({ company: AAM }));
    const known = renderApp('/');
    await waitFor(() => expect(known.router.state.location.pathname).toBe('/dashboard'), slow);
  });

  it('only honours in-app redirect targets', () => {
    expect(safeRedirectTarget('/batch/list')).toBe('/batch/list');
    expect(safeRedirectTarget('//evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/dashboard');
    expect(safeRedirectTarget(null)).toBe('/dashboard');
  });
});
