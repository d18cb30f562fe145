export { recordAudit, type AuditEntry } from './repo';
export { recordMasterChange } from './changes';
