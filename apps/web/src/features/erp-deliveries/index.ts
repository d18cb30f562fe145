// Public surface of the ERP deliveries feature: the app assembles pages from these only.
export { ErpDeliveriesPage } from './components/erp-deliveries-page';
