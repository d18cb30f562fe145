export { taxRegistrationRoutes } from './routes';
export { taxIdentityOf, type TaxIdentity } from './identity';
