// Public surface of the statement-of-account feature.
export { StatementPage } from './components/statement-page';
