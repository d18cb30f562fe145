// Public surface of the tax-registrations feature: the app assembles pages from these only.
export { TaxRegistrationsPage } from './components/tax-registrations-page';
