import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CompanyOption } from '@faktura/domain';
import { CompanyField } from './company-field';

const AAM82: CompanyOption = { orgId: 82, instance: 'AAM', name: 'PT Agro Astra Mandiri - Head Office', vendorId: 3001, email: null };

describe('CompanyField (invoice and batch forms)', () => {
  it('asks "- Select Company -" when the session does not fix the company', () => {
    const { container } = render(<CompanyField value={null} companies={[AAM82]} onChange={() => undefined} />);
    expect(container.textContent).toContain('- Select Company -');
  });

  it('shows the session’s company read-only when it is fixed', () => {
    render(<CompanyField id="c" value={AAM82} companies={[AAM82]} fixed={AAM82} onChange={() => undefined} />);
    const input = screen.getByDisplayValue<HTMLInputElement>('PT Agro Astra Mandiri - Head Office (AAM)');
    expect(input.readOnly).toBe(true);
  });
});
