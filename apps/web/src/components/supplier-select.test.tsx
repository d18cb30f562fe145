import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { renderWithProviders } from '../test/render';
import { mockFetch, on } from '../test/fetch-mock';
import { SupplierSelect } from './supplier-select';

const SUPPLIERS = {
  items: [
    { vendorId: 3003, instance: 'AAM', name: 'PT Sumber Jaya Abadi', vendorNumber: '1000049' },
    { vendorId: 3004, instance: 'AAM', name: 'CV Trans Logistik', vendorNumber: '1000050' },
  ],
  total: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('SupplierSelect', () => {
  it('is named by the label it is given and announces suppliers by the text shown', async () => {
    const user = userEvent.setup();
    mockFetch(on('GET', '/api/suppliers', SUPPLIERS));
    renderWithProviders(
      <Form>
        <Form.Item label="Vendor" name="vendorId" htmlFor="v" required>
          <SupplierSelect id="v" aria-label="Vendor" instance="AAM" />
        </Form.Item>
      </Form>,
    );
    const box = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(box);
    await screen.findAllByText('PT Sumber Jaya Abadi (1000049)');
    // Named by what is shown, never by the vendor id the option holds.
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label') ?? o.textContent)).toEqual([
      'PT Sumber Jaya Abadi (1000049)',
      'CV Trans Logistik (1000050)',
    ]);
    expect(screen.queryByRole('option', { name: '3003' })).toBeNull();
  });

  it('is named "Supplier" where no label points at it', () => {
    mockFetch(on('GET', '/api/suppliers', SUPPLIERS));
    renderWithProviders(<SupplierSelect instance="AAM" />);
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toBeTruthy();
  });
});
