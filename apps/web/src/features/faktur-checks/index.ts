// Public surface of the faktur check feature: the invoice forms preview the check of an upload; the detail and review screens show the stored check.
export { FakturCheckCard, fakturCheckKey } from './components/faktur-check-card';
export { FakturCheckView } from './components/faktur-check-view';
export { FakturPreviewPanel, fakturTyped, type FakturTyped } from './components/faktur-preview';
