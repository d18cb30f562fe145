// Public surface of the remittance feature: Report → Remittance Advice (list and one payment's advice), and the links from an invoice to its advice.
export { RemittanceListPage } from './components/remittance-list-page';
export { RemittanceDetailPage } from './components/remittance-detail-page';
export { InvoiceRemittanceLinks } from './components/invoice-remittance-links';
