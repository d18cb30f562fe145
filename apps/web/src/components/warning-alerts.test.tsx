import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { STAMP_DUTY_MESSAGES } from '@faktura/domain';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { WarningAlerts } from './warning-alerts';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

const draw = () =>
  render(
    <MemoryRouter>
      <WarningAlerts
        warnings={[STAMP_DUTY_MESSAGES.missing, { message: 'A warning no catalogue holds', link: { to: '/invoice/detail/1', label: 'Open it' } }]}
      />
    </MemoryRouter>,
  );

describe('WarningAlerts', () => {
  it('shows the server’s warnings as it sends them, in English', () => {
    draw();
    expect(screen.getByText('This invoice is above Rp 5,000,000: enter the e-Meterai serial or attach the stamped document.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe('/invoice/detail/1');
  });

  it('words them in Bahasa Indonesia where the catalogue has them; another stays as it came', async () => {
    await loadLanguage('id');
    draw();
    expect(screen.queryByText(STAMP_DUTY_MESSAGES.missing)).toBeNull();
    expect(screen.getByText(/^Faktur ini di atas Rp 5\.000\.000/)).toBeTruthy();
    expect(screen.getByText('A warning no catalogue holds')).toBeTruthy();
  });
});
