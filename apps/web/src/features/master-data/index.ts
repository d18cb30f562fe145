// Public surface of the master-data feature: the app assembles pages from these only.
export { CategoryListPage } from './components/category-list-page';
export { CategoryFormPage } from './components/category-form-page';
export { VendorMappingListPage } from './components/vendor-mapping-list-page';
export { VendorMappingFormPage } from './components/vendor-mapping-form-page';
export { ProxyMappingPage } from './components/proxy-mapping-page';
export { TolerancePage } from './components/tolerance-page';
