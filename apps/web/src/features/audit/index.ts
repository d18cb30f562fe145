// Public surface of the audit feature: the app assembles pages from these only.
export { AuditTrailPage } from './components/audit-trail-page';
