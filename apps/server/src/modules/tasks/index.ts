export { taskRoutes } from './routes';
export { approveTask, declineTask } from './service';
