import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../test/render';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { DetailNotFound, DetailPage, SUPPLIER_INVOICE_NOT_FOUND } from './detail-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('a supplier invoice that is not there', () => {
  it('says so in English, with the way back to the list', () => {
    renderWithProviders(<DetailNotFound {...SUPPLIER_INVOICE_NOT_FOUND} />);
    expect(screen.getByText('Invoice not found')).toBeTruthy();
    expect(screen.getByText('It may have been deleted, or it belongs to another supplier.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Invoice List' }).getAttribute('href')).toBe('/invoice/list');
  });

  it('says so in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    renderWithProviders(<DetailNotFound {...SUPPLIER_INVOICE_NOT_FOUND} />);
    expect(screen.getByText('Faktur tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('Mungkin sudah dihapus, atau milik pemasok lain.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Faktur' })).toBeTruthy();
  });
});

describe('a record opened again', () => {
  type Invoice = { status: string; revision: number };

  function InvoiceScreen({ fetchInvoice }: { fetchInvoice: () => Promise<Invoice> }) {
    const query = useQuery({ queryKey: ['invoice', 7], queryFn: fetchInvoice, staleTime: 0 });
    return (
      <DetailPage query={query} notFound={SUPPLIER_INVOICE_NOT_FOUND} skeletonRows={3}>
        {(invoice) => <p>{`${invoice.status} at revision ${invoice.revision}`}</p>}
      </DetailPage>
    );
  }

  it('waits for the server’s copy rather than drawing the one kept from an earlier visit', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Kept from the visit when the invoice was saved as a DRAFT; it has been rejected since.
    client.setQueryData(['invoice', 7], { status: 'DRAFT', revision: 1 });
    let answer: (invoice: Invoice) => void = () => undefined;
    const fetchInvoice = () => new Promise<Invoice>((resolve) => (answer = resolve));
    renderWithProviders(
      <QueryClientProvider client={client}>
        <InvoiceScreen fetchInvoice={fetchInvoice} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText('DRAFT at revision 1')).toBeNull();
    answer({ status: 'REJECTED', revision: 3 });
    expect(await screen.findByText('REJECTED at revision 3')).toBeTruthy();
  });

  it('draws a kept copy that needs no refresh at once', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['invoice', 7], { status: 'OPEN', revision: 2 });
    function FreshScreen() {
      const query = useQuery<Invoice>({ queryKey: ['invoice', 7], queryFn: () => new Promise<Invoice>(() => undefined) });
      return (
        <DetailPage query={query} notFound={SUPPLIER_INVOICE_NOT_FOUND} skeletonRows={3}>
          {(invoice) => <p>{`${invoice.status} at revision ${invoice.revision}`}</p>}
        </DetailPage>
      );
    }
    renderWithProviders(
      <QueryClientProvider client={client}>
        <FreshScreen />
      </QueryClientProvider>,
    );
    expect(screen.getByText('OPEN at revision 2')).toBeTruthy();
  });
});
