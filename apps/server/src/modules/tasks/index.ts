export { taskRoutes } from './routes';
export { approveTask, declineTask } from './service';
export { countDelegationsToday, countTasks } from './repo';
