export { recordAudit } from './repo';
export { recordMasterChange } from './changes';
