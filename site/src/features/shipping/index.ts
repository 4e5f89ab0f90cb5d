export { rememberShippingCountry, storedShippingCountry } from './shippingCountry';
