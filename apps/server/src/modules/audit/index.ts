export { recordAudit, type AuditEntry } from './repo';
