export { driveRoutes } from './routes';
export { enqueueBatchUpload, registerDriveUploads, runDueUploads, type BatchDocuments } from './uploads';
