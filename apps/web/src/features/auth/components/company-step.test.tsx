import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, COMET, makeLogin, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { getSession, saveLogin } from '../../../lib/session';
import { CompanyStep } from './company-step';

describe('CompanyStep', () => {
  it('asks for an instance when none is chosen', async () => {
    const user = userEvent.setup();
    const calls = mockFetch();
    renderWithProviders(<CompanyStep user={makeUser()} companies={[AAM, COMET]} />);
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(within(screen.getByRole('alert')).getByText('Please select instance')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('pre-selects the default company and sends it to the server', async () => {
    const user = userEvent.setup();
    const login = makeLogin({ defaultCompany: COMET });
    saveLogin(login);
    const calls = mockFetch(on('PUT', '/api/auth/company', { user: { ...login.user, company: COMET }, companies: login.companies }));
    renderWithProviders(<CompanyStep user={login.user} companies={login.companies} />);
    expect(screen.getByText('PT Comet Niaga (COMET)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    await waitFor(() => expect(getSession()?.user.company).toEqual(COMET));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/auth/company', body: { orgId: 91, instance: 'COMET' }, auth: 'Bearer tok-123' });
  });

  it('ignores a default company with org id 0', async () => {
    const user = userEvent.setup();
    mockFetch();
    renderWithProviders(<CompanyStep user={makeUser({ defaultCompany: { ...AAM, orgId: 0 } })} companies={[AAM, COMET]} />);
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(screen.getByText('Please select instance')).toBeTruthy();
  });

  it('pre-selects the only company of a user without a default', () => {
    mockFetch();
    renderWithProviders(<CompanyStep user={makeUser()} companies={[AAM]} />);
    expect(screen.getByText('PT Astra Agro Mandiri (AAM)')).toBeTruthy();
  });

  it('logs out from the company step', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin());
    const calls = mockFetch(on('POST', '/api/auth/logout', undefined, 204));
    renderWithProviders(<CompanyStep user={makeUser()} companies={[AAM]} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
  });
});
