export { driveRoutes } from './routes';
export { enqueueBatchUpload, registerDriveUploads, runDueUploads } from './uploads';
