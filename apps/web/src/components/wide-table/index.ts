export { wideTable } from './wide-table';
