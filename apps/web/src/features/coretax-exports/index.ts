// Public surface of the Coretax files feature: finance's BPPU and Retur exports.
export { CoretaxExportPage } from './components/coretax-export-page';
