import type { Config } from '../config';
import { GoogleDrive } from './google';
import { LocalFolderDrive } from './local';
import type { CloudDrive } from './port';

export { DriveCodeRefused, type CloudDrive, type DriveAccount, type DriveFile } from './port';
export { openTokens, sealTokens } from './seal';

/** The drive DRIVE names (config checked it: google comes with its OAuth client). */
export function createCloudDrive(config: Pick<Config, 'drive'>): CloudDrive {
  const { drive } = config;
  return drive.provider === 'google' && drive.google ? new GoogleDrive(drive.google) : new LocalFolderDrive(drive.dir);
}
