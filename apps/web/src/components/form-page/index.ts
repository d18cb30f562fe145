// The form-page building block: what every form screen says back to its user: errors as a red list, success as a green alert.
export { FormPage } from './form-page';
export { FormPageAlerts } from './form-page-alerts';
export { formValues } from './form-values';
export { useNavigationFlash, withFlash } from './navigation-flash';
export { useFormPage, type FormPageState } from './use-form-page';
export { useKeptDraft } from './kept-draft';
