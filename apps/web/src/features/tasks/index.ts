// Public surface of the tasks feature: the header's tasks dropdown and the tasks, task and delegation pages.
export { hasTasks, tasksQueryOptions } from './api/get-tasks';
export { TasksDropdown } from './components/tasks-dropdown';
export { TasksPage } from './components/tasks-page';
export { TaskPage } from './components/task-page';
export { DelegationPage } from './components/delegation-page';
