// The header's dropdown parts (trigger with badge, panel), shared by the notifications and tasks dropdowns.
export { HeaderPanel } from './header-panel';
export { HeaderTrigger } from './header-trigger';
