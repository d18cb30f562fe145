// Public surface of the users feature: the app assembles pages from these only.
export { UserListPage } from './components/user-list-page';
export { UserFormPage } from './components/user-form-page';
export { UserMappingFormPage } from './components/user-mapping-form-page';
export { UserMappingListPage } from './components/user-mapping-list-page';
export { RoleMenusPage } from './components/role-menus-page';
