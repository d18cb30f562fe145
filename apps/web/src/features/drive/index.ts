// Public surface of the drive feature.
export { DriveCodePage } from './components/drive-code-page';
